#!/usr/bin/env python3
"""Print the flags (status missing, or the status given) of an auditor report.json: document, line, kind, path, context.

usage: flags.py REPORT_JSON [STATUS]
"""
import json,sys
d=json.load(open(sys.argv[1]))
st=sys.argv[2] if len(sys.argv)>2 else 'missing'
for src,l in d['evidences'].items():
    for e in l:
        cl=e.get('claim') or {}
        if (cl.get('status')==st or st=='missing' and cl.get('status') in ('broken_anchor','bad_line')) and e['evidence_class'] in ('PATH_CLAIM',):
            print(cl['document'],cl['line'],cl['kind'],repr(cl.get('path')),'|',cl.get('context','')[:130].replace('\n',' '))
