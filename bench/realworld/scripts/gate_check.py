#!/usr/bin/env python3
"""Re-scores the hand reviews of bench/realworld/gate-review*.md: audits each
reviewed repository (under its real name, through OUTDIR/names/OWNER/NAME.git)
with BINARY at its label commit (or, for a repository without labels, the
commit a "commit: OWNER/NAME SHA" line of its review names), and counts the flags in unlabelled documents
the reviews called REAL or FALSE that it still raises, and the flags no
review saw (NEW). Run from the repository root; MIRRORS (default
/work/.mirror) holds OWNER+NAME/repo bare mirrors.
usage: gate_check.py BINARY OUTDIR [-v]   (GATE_GLOB picks review files)"""
import json, subprocess, sys, os, re, glob
MIRRORS = os.environ.get('MIRRORS', '/work/.mirror')
binary, out = sys.argv[1], sys.argv[2]
verbose = '-v' in sys.argv
os.makedirs(out, exist_ok=True)
rows, keymap, repos, commits = [], {}, [], {}
for f in sorted(glob.glob(os.environ.get('GATE_GLOB', 'bench/realworld/gate-review*.md'))):
    for line in open(f):
        m = re.match(r'\s*[-*]?\s*commit:\s*`?([\w.-]+/[\w.-]+)`?\s+`?([0-9a-f]{40})', line)
        if m:  # a reviewed repository without a label file names its commit
            commits[m.group(1)] = m.group(2)
        cells = [c.strip() for c in line.split('|')]
        if len(cells) < 8 or cells[1] in ('repository', '---') or cells[1].startswith('-'):
            continue
        repo, docline, path, verdict = cells[1], cells[2], cells[4], cells[5]
        if verdict not in ('REAL', 'FALSE'):
            continue
        doc = docline.rsplit(':', 1)[0]
        if (repo, doc, path.strip('`')) in keymap:
            continue  # the same flag reviewed twice (two lines, or two reviews)
        rid = len(rows)
        rows.append((repo, doc, path, verdict))
        keys = {path.strip('`')}
        for part in path.split('->'):
            part = part.strip().strip('`')
            keys.add(part); keys.add(part.rstrip('/'))
            m = re.match(r'https?://github\.com/[^/]+/[^/]+/(?:blob|tree)/[^/]+/(.*)$', part)
            if m:
                keys.add(m.group(1))
        for k in keys:
            keymap.setdefault((repo, doc, k), rid)
        if repo not in repos:
            repos.append(repo)
tot = {'REAL': 0, 'FALSE': 0, 'new': 0}
seen_rows, seen = set(), set()
for repo in repos:
    lf = 'bench/realworld/labels/' + repo.replace('/', '__') + '.json'
    if os.path.exists(lf):
        lab = json.load(open(lf))
    else:  # reviewed, never labelled: every document is unlabelled
        lab = {'commit': commits[repo], 'documents': []}
    labelled = {d['path'] for d in lab['documents']}
    o = os.path.join(out, repo.replace('/', '__') + '.json')
    if not os.path.exists(o):
        link = os.path.join(out, 'names') + '/' + repo + '.git'
        os.makedirs(os.path.dirname(link), exist_ok=True)
        if not os.path.islink(link):
            os.symlink(MIRRORS + '/' + repo.replace('/', '+') + '/repo', link)
        # audited as a GitHub Actions step of the repository would be: its
        # origin is github.com/OWNER/NAME, as the runner's Detect has it
        env = dict(os.environ, GITHUB_ACTIONS='true', GITHUB_REPOSITORY=repo, GITHUB_SERVER_URL='https://github.com')
        subprocess.run([binary, 'audit', link, '--ref', lab['commit'], '--rubric', 'none', '--log-level', 'error', '-o', o],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    d = json.load(open(o))
    for e in d['evidences'].get('docs', []):
        c = e.get('claim')
        if not c or c.get('status') not in ('missing', 'missing_line', 'broken_anchor') or c['document'] in labelled:
            continue
        texts = [c['text'], c.get('path') or '', c['text'].rstrip('/'), (c.get('path') or '').rstrip('/')]
        if c.get('anchor'):
            a = '#' + c['anchor']
            texts = [c['text'] + a, a, (c.get('path') or '') + a] + texts
        dk = (repo, c['document'], c['text'], c.get('anchor'))
        if dk in seen:
            continue
        seen.add(dk)
        rid = next((keymap[(repo, c['document'], t)] for t in texts if (repo, c['document'], t) in keymap), None)
        if rid is None:
            tot['new'] += 1
            print('NEW  ', repo, c['document'], c['line'], c.get('path'), c.get('anchor') or '', c['status'], '|', c.get('reason', '')[:90])
        elif rid not in seen_rows:
            seen_rows.add(rid)
            tot[rows[rid][3]] += 1
            if verbose:
                print(rows[rid][3].ljust(5), repo, c['document'], c['line'], c.get('path'))
gone = {'REAL': 0, 'FALSE': 0}
for rid, r in enumerate(rows):
    if rid not in seen_rows:
        gone[r[3]] += 1
        if verbose or r[3] == 'REAL':
            print('gone ' + r[3], *r[:3])
print('kept', tot, 'gone', gone, 'reviewed', {'REAL': sum(r[3] == 'REAL' for r in rows), 'FALSE': sum(r[3] == 'FALSE' for r in rows)})
