package vision

import (
	"errors"
	"fmt"

	"github.com/repo-auditor/auditor/detectives"
	reposnap "github.com/repo-auditor/auditor/internal/repo"
	"github.com/repo-auditor/auditor/pkg/evidence"
)

// imageFile is one tracked image and what its header says.
type imageFile struct {
	Path    string
	Bytes   int64
	Info    ImageInfo
	Status  string // "ok", "too_large", "symlink", "lfs_pointer", "corrupt", "unreadable"
	Problem string // why dimensions are missing
}

// inventoryImages lists the tracked images (vendored directories skipped)
// in path order, decoding only their headers. Failures become a status and
// a warning, never an error.
func inventoryImages(in *detectives.Input) []imageFile {
	var out []imageFile
	skipped := 0
	for _, f := range in.Snapshot.Files {
		format := imageFormat(f.Path)
		if format == "" || detectives.InVendoredDir(f.Path) || f.Mode == reposnap.Submodule {
			continue
		}
		if len(out) == maxImages {
			skipped++
			continue
		}
		out = append(out, inspect(in, f, format))
	}
	if skipped > 0 {
		warn(in, "", 0, fmt.Sprintf("%d images beyond the first %d were not inventoried", skipped, maxImages))
	}
	return out
}

func inspect(in *detectives.Input, f reposnap.File, format string) imageFile {
	im := imageFile{Path: f.Path, Bytes: f.Size, Info: ImageInfo{Format: format}, Status: "ok"}
	if f.Mode == reposnap.Symlink {
		im.Status, im.Problem = "symlink", "symlink, not followed"
		return im
	}
	data, err := in.Snapshot.ReadFile(f.Path)
	switch {
	case errors.Is(err, reposnap.ErrTooLarge):
		im.Status, im.Problem = "too_large", fmt.Sprintf("over the %d-byte read cap: listed with size only", in.Snapshot.Limits.MaxFileSize)
		return im
	case err != nil:
		im.Status, im.Problem = "unreadable", err.Error()
		warn(in, f.Path, 0, "image not read: "+err.Error())
		return im
	}
	if reposnap.IsLFSPointer(data) {
		im.Status, im.Problem = "lfs_pointer", lfsImage
		warn(in, f.Path, 0, f.Path+": "+lfsImage)
		return im
	}
	info, err := decodeHeader(format, data)
	switch {
	case errors.Is(err, errMismatch):
		im.Info, im.Problem = info, err.Error()
	case err != nil:
		im.Status, im.Problem = "corrupt", err.Error()
		warn(in, f.Path, 0, err.Error())
	default:
		im.Info = info
	}
	return im
}

// lfsImage is the problem of an image committed as a Git LFS pointer: a
// text stub, which decoding would call a corrupt image.
const lfsImage = "a Git LFS pointer, not the image: its content is not in the repository, so its format and size are unknown (run git lfs pull in a clone and audit that to include it)"

func (im imageFile) evidence() evidence.Evidence {
	dims := "dimensions unknown"
	if im.Info.Width > 0 && im.Info.Height > 0 {
		dims = fmt.Sprintf("%dx%d", im.Info.Width, im.Info.Height)
	}
	content := fmt.Sprintf("%s: %s image, %s, %d bytes", im.Path, im.Info.Format, dims, im.Bytes)
	if im.Info.ViewBox != "" {
		content += ", viewBox " + im.Info.ViewBox
	}
	rationale := "dimensions read from the image header"
	conf := 1.0
	if im.Problem != "" {
		content += " (" + im.Problem + ")"
		rationale = "the file is tracked; " + im.Problem
		conf = 0.7
	}
	data := map[string]any{"format": im.Info.Format, "width": im.Info.Width, "height": im.Info.Height,
		"bytes": im.Bytes, "status": im.Status}
	if im.Info.ViewBox != "" {
		data["viewbox"] = im.Info.ViewBox
	}
	return finish(evidence.ClassImage, "image", evidence.Evidence{
		Goal: "inventory the images tracked in the repository", Found: true, Content: content,
		Location: im.Path, Rationale: rationale, Confidence: conf, Data: data,
	})
}
