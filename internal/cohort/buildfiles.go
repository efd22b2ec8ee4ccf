package cohort

// BuildFromFiles is Build for rows whose documents' shingles are not in
// Docs but in the FingerprintsFile each row lists in Reports, under dir
// (the cohort report's directory): the cohort report of `auditor batch`
// and `auditor merge`. Its memory does not grow with the cohort's text:
// it reads one entry's file at a time and spills the postings of the
// near-duplicate search to a temporary directory under dir, removed
// before it returns (see searchDuplicates). The report is the one Build
// makes of the same rows with their Docs loaded.
//
// A file that cannot be read, or was made with another shingle size,
// leaves its row out of the comparison and is passed to warn; an error is
// returned only when the temporary files fail.
func BuildFromFiles(tool Tool, generatedAt, dir string, rows []Row, warn func(error)) (*Cohort, error) {
	return buildWith(tool, generatedAt, rows, func(sorted []Row) ([]Duplicate, error) {
		res, err := searchDuplicates(sorted, fromFiles(dir), func(n int) (buckets, error) { return newFileBuckets(dir, n) }, blockCounters)
		if err != nil {
			return nil, err
		}
		if res.unread != nil && warn != nil {
			warn(res.unread)
		}
		return res.dups, nil
	})
}
