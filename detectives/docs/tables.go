package docs

// Data tables behind path-likeness. They are data, not code, so that a false
// positive is fixed by editing a list (the gitleaks approach).

// fileExts are extensions that make a bare token a file name ("main.py").
// Lower-case, without the dot. TLD-like extensions that are rarely files
// (com, org, io, ai, ...) are deliberately absent.
var fileExts = setOf(
	"py", "pyi", "ipynb", "go", "mod", "sum", "rs", "java", "kt", "kts", "scala",
	"c", "h", "cc", "cpp", "cxx", "hpp", "cs", "rb", "php", "swift", "m", "mm",
	"lua", "pl", "r", "jl", "dart", "ex", "exs", "erl", "hs", "ml", "clj",
	"js", "mjs", "cjs", "ts", "mts", "cts", "tsx", "jsx", "vue", "svelte",
	"css", "scss", "sass", "less", "html", "htm", "xml", "xsd", "xsl",
	"md", "markdown", "mdx", "rst", "adoc", "txt", "tex", "org",
	"json", "jsonl", "ndjson", "json5", "yaml", "yml", "toml", "ini", "cfg", "conf",
	"properties", "lock", "proto", "graphql", "gql", "tf", "tfvars", "hcl", "nix",
	"csv", "tsv", "parquet", "sql", "db", "sqlite", "sqlite3", "log",
	"sh", "bash", "zsh", "fish", "ps1", "psm1", "bat", "cmd",
	"pdf", "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "bmp", "tiff",
	"mp4", "mov", "webm", "mp3", "wav",
	"pkl", "pickle", "pt", "pth", "onnx", "h5", "npy", "npz", "safetensors", "ckpt",
	"zip", "tar", "gz", "tgz", "bz2", "xz", "whl", "jar", "wasm",
	"pem", "crt", "key", "pub", "env", "example", "template", "tmpl", "tpl", "j2",
	"dockerfile", "mk", "cmake", "gradle", "sbt", "csproj", "sln",
	"patch", "diff", "service", "plist", "ttf", "woff", "woff2",
	"razor", "cshtml", "vbhtml", "xaml", "resx", "fsproj", "vbproj", "erb", "haml", "twig", "hbs", "mustache",
	"njk", "liquid", "ejs", "pug", "jinja", "jinja2", "astro", "prisma", "dbml", "ics", "storyboard", "xib",
	"pbxproj", "xcconfig", "entitlements", "asm", "ino", "bib", "rmd", "qmd", "nuspec", "tfstate", "rego",
	"jsonnet", "libsonnet", "bzl", "bazel", "vim", "fsx", "zig", "nim", "vhd", "vhdl", "tcl", "psd1", "wxs",
	"desktop", "kicad_pcb", "f90", "dvc",
)

// knownNames are conventional file names without an extension.
var knownNames = setOf(
	"Makefile", "GNUmakefile", "Dockerfile", "Containerfile", "Jenkinsfile",
	"Vagrantfile", "Procfile", "Gemfile", "Rakefile", "Justfile", "justfile",
	"Pipfile", "Brewfile", "Caddyfile", "Taskfile",
	"LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS", "CONTRIBUTORS",
	"CODEOWNERS", "OWNERS", "MAINTAINERS",
)

// dotfiles are conventional dot-names (without the dot).
var dotfiles = setOf(
	"env", "github", "gitlab", "venv", "vscode", "idea", "devcontainer", "husky", "circleci",
	"cache", "config", "local", "ssh", "aws", "kube", "docker", "cargo", "npm", "yarn", "pnpm",
	"editorconfig", "profile", "bash_profile", "netrc", "pypirc", "flake8", "pylintrc",
	"coveragerc", "mailmap", "hgignore", "clang-format", "travis", "gitkeep", "keep", "nojekyll",
	"changeset", "storybook", "next", "nuxt", "svelte-kit", "terraform", "vagrant", "tox", "nox",
	"mypy_cache", "pytest_cache", "ruff_cache", "auditor", "claude", "cursor",
)

// productNames are "<Name>.js"-style product names that look like files.
var productNames = setOf(
	"node.js", "vue.js", "next.js", "nuxt.js", "express.js", "d3.js",
	"three.js", "chart.js", "react.js", "angular.js", "ember.js", "nest.js",
	"backbone.js", "moment.js", "socket.io", "alpine.js", "solid.js",
	"deno.js", "p5.js", "tensorflow.js", "brain.js", "anime.js", "ml5.js",
	"asp.net", "ado.net", "vb.net", "nextauth.js", "auth.js", "hapi.js", "koa.js", "sails.js", "meteor.js",
	"knockout.js", "preact.js", "svelte.js", "remix.js", "gatsby.js", "astro.js", "htmx.js", "leaflet.js",
	"mapbox.js", "pixi.js", "babylon.js", "phaser.js", "highcharts.js", "plotly.js", "echarts.js",
	"day.js", "luxon.js", "lodash.js", "underscore.js", "axios.js", "immer.js", "redux.js", "mobx.js",
	"zustand.js", "handlebars.js", "mustache.js", "pug.js", "ejs.js", "mongoose.js", "sequelize.js",
	"prisma.js", "typeorm.js", "knex.js", "bull.js", "pm2.js", "electron.js", "tauri.js", "react-native.js",
	"video.js", "howler.js", "tone.js", "matter.js", "cannon.js", "chartist.js", "c3.js", "vis.js",
	"sigma.js", "cytoscape.js", "paper.js", "fabric.js", "konva.js", "popper.js", "tippy.js", "swiper.js",
	"glide.js", "barba.js", "gsap.js", "lottie.js", "quill.js", "tiptap.js", "prosemirror.js", "codemirror.js",
	"monaco.js", "ace.js", "highlight.js", "prism.js", "marked.js", "showdown.js", "markdown-it.js",
	"pdf.js", "jspdf.js", "sheetjs.js", "papaparse.js", "socket.js", "peer.js", "simple-peer.js", "yjs.js",
	"dexie.js", "pouchdb.js", "localforage.js", "workbox.js", "vite.js", "webpack.js", "rollup.js", "esbuild.js",
	"reveal.js", "impress.js", "turbo.js", "stimulus.js", "alpinejs.js", "chakra.js", "mantine.js", "radix.js", "shadcn.js", "tailwind.js",
)

// slashWords are words that appear in "a/b" word pairs of prose (and/or,
// input/output, client/server): a slash token made only of such words is
// not a path unless the manifest has it.
var slashWords = setOf(
	"and", "or", "nor", "not", "input", "output", "in", "out", "true", "false",
	"yes", "no", "on", "off", "read", "write", "execute", "client", "server",
	"he", "she", "him", "her", "his", "hers", "they", "them", "their", "s",
	"pros", "cons", "start", "stop", "open", "close", "get", "set", "put",
	"push", "pull", "request", "response", "req", "res", "frontend", "backend",
	"success", "failure", "fail", "pass", "before", "after", "left", "right",
	"up", "down", "min", "max", "win", "loss", "dev", "prod", "staging",
	"i", "o", "a", "b", "n", "w", "ci", "cd", "ui", "ux", "tcp", "ip", "udp",
	"either", "with", "without", "per", "vs", "versus", "km", "h", "hr", "sec",
	"day", "week", "month", "year", "user", "users", "admin", "owner",
	"source", "target", "src", "dst", "from", "to", "add", "remove", "create",
	"update", "delete", "insert", "select", "load", "save", "import", "export",
	"upload", "download", "encode", "decode", "send", "receive", "online",
	"offline", "sync", "async", "static", "dynamic", "public", "private",
	"first", "last", "next", "previous", "prev", "old", "new", "this", "that",
	"good", "bad", "high", "low", "big", "small", "x", "y", "z",
	"lint", "fmt", "clean", "check", "format", "approved", "pending", "lapsed", "active", "inactive", "closed",
	"post", "patch",
)

// shellLangs are fence info strings whose lines are shell commands.
var shellLangs = setOf(
	"", "sh", "bash", "shell", "zsh", "console", "shell-session", "shellsession",
	"terminal", "fish", "powershell", "ps", "ps1", "pwsh", "cmd", "bat", "batch",
	"text", "txt", "plain", "plaintext", "none", "sh-session", "dosbatch",
)

// dataLangs are configuration and data formats: every path-like value is a
// mention.
var dataLangs = setOf(
	"yaml", "yml", "json", "jsonc", "json5", "toml", "ini", "cfg", "conf",
	"dockerfile", "docker", "makefile", "make", "hcl", "terraform", "tf",
	"xml", "properties", "env", "dotenv", "tree", "diff", "patch", "csv",
	"mermaid",
)

// conventionalDirs are top-level directory names that a project-structure
// tree root line names literally (never taken as the repository's name).
var conventionalDirs = setOf(
	"src", "lib", "app", "apps", "pkg", "cmd", "internal", "test", "tests",
	"docs", "doc", "scripts", "tools", "bin", "config", "configs", "examples",
	"assets", "static", "public", "data", "web", "api", "server", "client",
	"packages", "modules", "services", "deploy", "infra", "build", "dist",
	".github", ".gitlab", ".circleci", ".devcontainer", ".vscode", ".husky", ".changeset",
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
