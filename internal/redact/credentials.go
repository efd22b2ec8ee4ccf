package redact

import (
	"regexp"
	"strings"
)

var (
	// userinfoRE: "scheme://userinfo@" of a URL in free text. The ssh user
	// name of a password-less ssh URL ("ssh://git@host") is no secret and
	// is kept (see Credentials).
	userinfoRE = regexp.MustCompile(`(?i)\b([a-z][a-z0-9+.-]*://)([^/?#@\s"'<>\x60]+)@`)
	// queryRE: a credential passed as a query parameter.
	queryRE = regexp.MustCompile(`(?i)([?&;](?:access_token|token|private_token|auth_token|api_key|apikey|key|password|passwd|pwd|secret|client_secret|sig|signature|x-amz-signature|x-goog-signature)=)[^&#\s"'<>\x60]+`)
	// tokenRE: tokens with a recognisable prefix (GitHub, GitLab, Slack,
	// OpenAI-style, AWS access key ids, Google API keys).
	tokenRE = regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|sk-(?:proj-)?[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35})`)
	// bearerRE: an Authorization header value.
	bearerRE = regexp.MustCompile(`(?i)\b(bearer\s+|authorization:\s*(?:token|basic)\s+)[A-Za-z0-9._~+/-]{16,}=*`)
)

// Credentials removes URL credentials and tokens from s:
//
//   - the userinfo of a URL ("https://user:pw@host", "https://TOKEN@host")
//     becomes "***@"; an ssh URL keeps a user name without password;
//   - credential query parameters (?token=, &access_token=, ?key=, ...)
//     keep their name, the value becomes "***";
//   - prefixed tokens (ghp_…, github_pat_…, glpat-…, xoxb-…, sk-…, AKIA…,
//     AIza…) and "Bearer …" values become "***".
//
// It is idempotent and leaves text without such patterns unchanged.
func Credentials(s string) string {
	if mayHoldUserinfo(s) {
		s = userinfoRE.ReplaceAllStringFunc(s, func(m string) string {
			sub := userinfoRE.FindStringSubmatch(m)
			scheme, info := sub[1], sub[2]
			if info == Mask {
				return m
			}
			ls := strings.ToLower(scheme)
			if (ls == "ssh://" || ls == "git+ssh://") && !strings.Contains(info, ":") {
				return m // an ssh user name, no password
			}
			return scheme + Mask + "@"
		})
	}
	if strings.Contains(s, "=") {
		s = queryRE.ReplaceAllString(s, "${1}"+Mask)
	}
	if mayHoldToken(s) {
		s = tokenRE.ReplaceAllString(s, Mask)
	}
	if strings.Contains(s, "earer") || strings.Contains(s, "EARER") || strings.Contains(s, "uthorization") || strings.Contains(s, "UTHORIZATION") {
		s = bearerRE.ReplaceAllString(s, "${1}"+Mask)
	}
	return s
}

// mayHoldToken reports whether s holds the literal start of one of
// tokenRE's alternatives (which is case-sensitive): without one, tokenRE
// cannot match, and most report strings (paths, prose) skip the regexp.
func mayHoldToken(s string) bool {
	return strings.Contains(s, "gh") && strings.Contains(s, "_") ||
		strings.Contains(s, "glpat-") || strings.Contains(s, "xox") ||
		strings.Contains(s, "sk-") || strings.Contains(s, "AKIA") || strings.Contains(s, "AIza")
}

// mayHoldUserinfo reports whether s has an '@' after its first "://":
// every match of userinfoRE has one, so most URLs skip the regexp.
func mayHoldUserinfo(s string) bool {
	i := strings.Index(s, "://")
	return i >= 0 && strings.IndexByte(s[i+3:], '@') >= 0
}
