package repo

import "regexp"

// The examples below build fake secrets by concatenation so that this
// source file never contains a literal that the rules themselves would
// flag when auditor audits its own repository.
const (
	fakeAWS      = "AKIA" + "Q7PLM2NX4RTB6WZC"
	fakeGitHub   = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
	fakeGoogle   = "AIza" + "SyD4-x9Qw3e5r7t9y1u3i5o7p9a1s3d5f7g"
	fakeSlack    = "xoxb-" + "1234567890-abcdefghijkl"
	fakeStripe   = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
	fakeOpenAI   = "sk-" + "abcdefghij0123456789" + "T3BlbkFJ" + "abcdefghij0123456789"
	fakeKeyHead  = "-----BEGIN " + "RSA PRIVATE KEY-----"
	fakeKeyBody  = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0"
	fakePrivKey  = fakeKeyHead + "\n" + fakeKeyBody + "\n-----END RSA PRIVATE KEY-----\n"
	privKeyHead  = `-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----`
	notTokenChar = `(?:[^0-9A-Za-z_\-]|$)`
)

// secretPatterns find well-known token formats in any text file.
var secretPatterns = []*Pattern{
	{ID: "private-key", Keywords: []string{"PRIVATE KEY"}, Description: "PEM or OpenSSH private key block",
		Match: regexp.MustCompile(privKeyHead + `\s*(?:[A-Za-z-]+:[^\n]*\n\s*)*(?P<secret>[A-Za-z0-9+/=]{32,})`),
		TruePositives: []Example{{"deploy/key.txt", fakePrivKey},
			{"id", "-----BEGIN " + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn\n"}},
		FalsePositives: []Example{{"cert.pem", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n"},
			{"README.md", "Keys start with " + fakeKeyHead + " and must never be committed."}}},
	{ID: "aws-access-key-id", Keywords: []string{"AKIA", "ASIA", "ABIA", "ACCA"}, Description: "AWS access key id",
		Match: regexp.MustCompile(`\b(?P<secret>(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16})\b`), Allow: regexp.MustCompile(`EXAMPLE$`), Reveal: 4,
		TruePositives:  []Example{{"config.py", `AWS_KEY = "` + fakeAWS + `"`}},
		FalsePositives: []Example{{"docs.md", "aws_access_key_id = AKIA" + "IOSFODNN7EXAMPLE"}, {"x.go", `id := "AKIA` + `short"`}}},
	{ID: "github-token", Keywords: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}, Description: "GitHub personal access, OAuth or app token",
		Match: regexp.MustCompile(`\b(?P<secret>gh[pousr]_[0-9A-Za-z]{36})\b`), Reveal: 4,
		TruePositives:  []Example{{".github/env.sh", "export GH_TOKEN=" + fakeGitHub}},
		FalsePositives: []Example{{"a.md", "set GH_TOKEN to your ghp_ token"}, {"b.txt", "ghp_" + "tooShort123"}}},
	{ID: "github-fine-grained-pat", Keywords: []string{"github_pat_"}, Description: "GitHub fine-grained personal access token",
		Match: regexp.MustCompile(`\b(?P<secret>github_pat_[0-9A-Za-z_]{82})\b`), Reveal: 11,
		TruePositives:  []Example{{"t.env.sh", "TOKEN=github_pat_" + "11ABCDEFG0abcdefghijkl_mnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi"}},
		FalsePositives: []Example{{"a.md", "tokens look like github_pat_..."}}},
	{ID: "google-api-key", Keywords: []string{"AIza"}, Description: "Google API key",
		Match: regexp.MustCompile(`\b(?P<secret>AIza[0-9A-Za-z_\-]{35})` + notTokenChar), Reveal: 4,
		TruePositives:  []Example{{"web/app.js", `const key = "` + fakeGoogle + `";`}},
		FalsePositives: []Example{{"a.md", "keys begin with AIza and are 39 characters"}}},
	{ID: "slack-token", Keywords: []string{"xox"}, Description: "Slack bot, user or app token",
		Match: regexp.MustCompile(`\b(?P<secret>xox[baprs]-[0-9A-Za-z-]{10,})`), Reveal: 5,
		TruePositives:  []Example{{"bot.py", `SLACK = "` + fakeSlack + `"`}},
		FalsePositives: []Example{{"a.md", "tokens start with xoxb-"}}},
	{ID: "stripe-live-key", Keywords: []string{"k_live_"}, Description: "Stripe live secret or restricted key",
		Match: regexp.MustCompile(`\b(?P<secret>[sr]k_live_[0-9A-Za-z]{24,})`), Reveal: 8,
		TruePositives:  []Example{{"pay.rb", `Stripe.api_key = "` + fakeStripe + `"`}},
		FalsePositives: []Example{{"pay.rb", `Stripe.api_key = "sk_test_` + `4eC39HqLyjWDarjtT1zdp7dc"`}}},
	{ID: "openai-api-key", Keywords: []string{"T3BlbkFJ"}, Description: "OpenAI API key",
		Match: regexp.MustCompile(`\b(?P<secret>sk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,})`), Reveal: 3,
		TruePositives:  []Example{{"llm.py", `openai.api_key = "` + fakeOpenAI + `"`}},
		FalsePositives: []Example{{"llm.py", `openai.api_key = os.environ["OPENAI_API_KEY"]`}}},
}

// secretFiles flag committed files that hold credentials by their nature.
var secretFiles = []*FileRule{
	{ID: "dotenv", Description: "dotenv file with environment secrets", ShowKeys: true, Confidence: 0.8,
		Name:           regexp.MustCompile(`^\.env(?:\..+)?$`),
		Except:         regexp.MustCompile(`(?i)\.(?:example|sample|template|tpl|dist|defaults?)$`),
		TruePositives:  []Example{{".env", "OPENAI_API_KEY=abc\n"}, {"app/.env.production", "DB_PASSWORD=x\n"}, {".env.local", ""}},
		FalsePositives: []Example{{".env.example", "OPENAI_API_KEY=\n"}, {".env.sample", ""}, {".envrc", "use nix\n"}, {".env.Template", ""}}},
	{ID: "ssh-private-key-file", Description: "SSH private key file", Confidence: 0.9,
		Name:           regexp.MustCompile(`^id_(?:rsa|dsa|ecdsa|ed25519)$`),
		TruePositives:  []Example{{"id_rsa", fakePrivKey}, {"keys/id_ed25519", ""}},
		FalsePositives: []Example{{"id_rsa.pub", "ssh-rsa AAAAB3Nza"}}},
	{ID: "private-key-file", Description: "*.pem or *.key file holding a private key", Confidence: 1,
		Name:           regexp.MustCompile(`(?i)\.(?:pem|key)$`),
		Content:        regexp.MustCompile(privKeyHead),
		TruePositives:  []Example{{"certs/server.key", fakePrivKey}, {"tls.pem", "x\n" + fakeKeyHead + "\n"}},
		FalsePositives: []Example{{"certs/ca.pem", "-----BEGIN CERTIFICATE-----\nMIID\n"}, {"api.key", "not a key\n"}}},
	{ID: "keystore-file", Description: "PKCS#12 / Java keystore file", Confidence: 0.7,
		Name:           regexp.MustCompile(`(?i)\.(?:p12|pfx|jks|keystore)$`),
		TruePositives:  []Example{{"android/release.keystore", ""}, {"cert.p12", ""}},
		FalsePositives: []Example{{"docs/keystore.md", ""}}},
	{ID: "gcp-service-account", Description: "Google service-account key file", Confidence: 1,
		Name:           regexp.MustCompile(`(?i)\.json$`),
		Content:        regexp.MustCompile(`"private_key"\s*:\s*"-----BEGIN`),
		TruePositives:  []Example{{"sa.json", `{"type": "service_account", "private_key": "-----BEGIN` + ` PRIVATE KEY-----\nMII"}`}},
		FalsePositives: []Example{{"package.json", `{"name": "x"}`}}},
	{ID: "credentials-json", Description: "OAuth client secrets / credentials file", Confidence: 0.6,
		Name:           regexp.MustCompile(`^(?:credentials|client_secrets?|client_secret_[\w.-]+)\.json$`),
		TruePositives:  []Example{{"credentials.json", "{}"}, {"client_secret_123.apps.json", "{}"}},
		FalsePositives: []Example{{"credentials.example.json", "{}"}, {"docs/credentials.md", ""}}},
	{ID: "npmrc-auth-token", Description: ".npmrc with a literal registry auth token", Confidence: 1,
		Name:           regexp.MustCompile(`^\.npmrc$`),
		Content:        regexp.MustCompile(`_auth(?:Token)?\s*=\s*(?P<secret>[^\s$"'{][^\s]*)`),
		TruePositives:  []Example{{".npmrc", "//registry.npmjs.org/:_authToken=npm_" + "abcdef0123456789\n"}},
		FalsePositives: []Example{{".npmrc", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n"}}},
	{ID: "pypirc-password", Description: ".pypirc with a literal password", Confidence: 1,
		Name:           regexp.MustCompile(`^\.pypirc$`),
		Content:        regexp.MustCompile(`(?m)^\s*password\s*[=:]\s*(?P<secret>\S+)`),
		TruePositives:  []Example{{".pypirc", "[pypi]\nusername = __token__\npassword = pypi-" + "AgEIcHlwaS5vcmc\n"}},
		FalsePositives: []Example{{".pypirc", "[pypi]\nusername = __token__\n"}}},
	{ID: "netrc-password", Description: ".netrc with a password", Confidence: 1,
		Name:           regexp.MustCompile(`^[._]netrc$`),
		Content:        regexp.MustCompile(`\bpassword\s+(?P<secret>\S+)`),
		TruePositives:  []Example{{".netrc", "machine github.com login me password " + "hunter22\n"}},
		FalsePositives: []Example{{".netrc", "machine github.com login me\n"}}},
	{ID: "git-credentials", Description: "git credential store file", Confidence: 1,
		Name:           regexp.MustCompile(`^\.git-credentials$`),
		TruePositives:  []Example{{".git-credentials", "https://u:p@github.com\n"}},
		FalsePositives: []Example{{"docs/git-credentials.md", ""}}},
	{ID: "htpasswd", Description: "Apache htpasswd file", Confidence: 0.8,
		Name:           regexp.MustCompile(`^\.htpasswd$`),
		TruePositives:  []Example{{"web/.htpasswd", "admin:$apr1$x"}},
		FalsePositives: []Example{{"web/.htaccess", ""}}},
}

// dotenvKey finds variable names in a dotenv file.
var dotenvKey = regexp.MustCompile(`(?m)^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=`)
