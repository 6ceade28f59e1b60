#!/usr/bin/env python3
# npm ci refuses a lock that lacks the platform binaries another OS would use (@next/swc-darwin-…),
# and this machine's registry does not serve those, so `npm install` leaves them out. This adds an
# os/cpu-tagged entry for each missing optional binary; npm ci then skips them here as it would anyway.
# Run after changing dependencies: python3 scripts/fix-lockfile.py package-lock.json
import json, re, sys
p=sys.argv[1]
lock=json.load(open(p))
pk=lock['packages']
def platform(name):
    n=name.split('/')[-1]
    os_=None;cpu=None
    for o in ['darwin','win32','android','freebsd','openharmony','linux','wasm32']:
        if '-'+o+'-' in n or n.endswith('-'+o) or ('-'+o) in n:
            os_=o;break
    m=re.search(r'-(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64|wasi)(-|$)',n)
    if m: cpu=m.group(1)
    if 'wasm32' in n: return None,['wasm32']
    if cpu=='arm': cpu='arm'
    return ([os_] if os_ else None),([cpu] if cpu else None)
added=[]
for key,meta in list(pk.items()):
    for dep,ver in (meta.get('optionalDependencies') or {}).items():
        base=key+'/node_modules/'+dep if key else 'node_modules/'+dep
        top='node_modules/'+dep
        if base in pk or top in pk: continue
        os_,cpu=platform(dep)
        entry={"version":ver,"optional":True}
        if meta.get('dev'): entry['dev']=True
        if meta.get('devOptional') : entry['devOptional']=True
        if cpu: entry['cpu']=cpu
        if os_: entry['os']=os_
        pk[top]=entry; added.append((dep,ver,os_,cpu))
json.dump(lock,open(p,'w'),indent=2); open(p,'a').write('\n')
for a in added: print(a)
