package pdftext

import (
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/responses"
)

// api is the subset of PDFium used here. It is satisfied by the engine's
// implementation object, called directly (not through the instance
// wrapper) so that a watchdog Kill never races with the wrapper's state.
type api interface {
	OpenDocument(*requests.OpenDocument) (*responses.OpenDocument, error)
	FPDF_CloseDocument(*requests.FPDF_CloseDocument) (*responses.FPDF_CloseDocument, error)
	FPDF_GetPageCount(*requests.FPDF_GetPageCount) (*responses.FPDF_GetPageCount, error)
	FPDF_LoadPage(*requests.FPDF_LoadPage) (*responses.FPDF_LoadPage, error)
	FPDF_ClosePage(*requests.FPDF_ClosePage) (*responses.FPDF_ClosePage, error)
	FPDFText_LoadPage(*requests.FPDFText_LoadPage) (*responses.FPDFText_LoadPage, error)
	FPDFText_ClosePage(*requests.FPDFText_ClosePage) (*responses.FPDFText_ClosePage, error)
	FPDFText_CountChars(*requests.FPDFText_CountChars) (*responses.FPDFText_CountChars, error)
	FPDFText_GetText(*requests.FPDFText_GetText) (*responses.FPDFText_GetText, error)
	FPDFPage_CountObjects(*requests.FPDFPage_CountObjects) (*responses.FPDFPage_CountObjects, error)
	FPDFPage_GetObject(*requests.FPDFPage_GetObject) (*responses.FPDFPage_GetObject, error)
	FPDFPageObj_GetType(*requests.FPDFPageObj_GetType) (*responses.FPDFPageObj_GetType, error)
	FPDFFormObj_CountObjects(*requests.FPDFFormObj_CountObjects) (*responses.FPDFFormObj_CountObjects, error)
	FPDFFormObj_GetObject(*requests.FPDFFormObj_GetObject) (*responses.FPDFFormObj_GetObject, error)
	FPDFImageObj_GetImagePixelSize(*requests.FPDFImageObj_GetImagePixelSize) (*responses.FPDFImageObj_GetImagePixelSize, error)
	FPDFImageObj_GetImageDataRaw(*requests.FPDFImageObj_GetImageDataRaw) (*responses.FPDFImageObj_GetImageDataRaw, error)
	FPDFImageObj_GetImageFilterCount(*requests.FPDFImageObj_GetImageFilterCount) (*responses.FPDFImageObj_GetImageFilterCount, error)
	FPDFImageObj_GetImageFilter(*requests.FPDFImageObj_GetImageFilter) (*responses.FPDFImageObj_GetImageFilter, error)
	FPDFImageObj_GetBitmap(*requests.FPDFImageObj_GetBitmap) (*responses.FPDFImageObj_GetBitmap, error)
	FPDFBitmap_GetWidth(*requests.FPDFBitmap_GetWidth) (*responses.FPDFBitmap_GetWidth, error)
	FPDFBitmap_GetHeight(*requests.FPDFBitmap_GetHeight) (*responses.FPDFBitmap_GetHeight, error)
	FPDFBitmap_GetStride(*requests.FPDFBitmap_GetStride) (*responses.FPDFBitmap_GetStride, error)
	FPDFBitmap_GetFormat(*requests.FPDFBitmap_GetFormat) (*responses.FPDFBitmap_GetFormat, error)
	FPDFBitmap_GetBuffer(*requests.FPDFBitmap_GetBuffer) (*responses.FPDFBitmap_GetBuffer, error)
	FPDFBitmap_Destroy(*requests.FPDFBitmap_Destroy) (*responses.FPDFBitmap_Destroy, error)
}
