// per-source byte attribution from a sourcemap (approximate: by generated segments)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = JSON.parse(readFileSync(file + ".map", "utf8"));
const lines = code.split("\n");
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function decode(s){const out=[];let v=0,shift=0;for(const ch of s){let d=B64.indexOf(ch);const cont=d&32;d&=31;v+=d<<shift;if(cont){shift+=5}else{out.push(v&1?-(v>>1):v>>1);v=0;shift=0}}return out}
const sizes = {}; const texts={};
let src=0;
map.mappings.split(";").forEach((line, li) => {
  let col=0; const segs=line.split(",").filter(Boolean).map(decode);
  const l=lines[li]||"";
  for (let i=0;i<segs.length;i++){ col+=segs[i][0]; if(segs[i].length>1) src+=segs[i][1];
    const c0=col; const c1=i+1<segs.length? col+segs[i+1][0] : l.length;
    const name=map.sources[src]; sizes[name]=(sizes[name]||0)+(c1-c0); texts[name]=(texts[name]||"")+l.slice(c0,c1);}
});
const rows = Object.entries(sizes).map(([k,v])=>[k.replace(/.*node_modules\//,"nm/"),v,gzipSync(texts[Object.keys(texts).find(x=>x.replace(/.*node_modules\//,"nm/")===k.replace(/.*node_modules\//,"nm/"))]).length]).sort((a,b)=>b[1]-a[1]);
for (const r of rows.slice(0, Number(process.argv[3]||30))) console.log(r[1], r[2], r[0]);
