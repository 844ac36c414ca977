#!/usr/bin/env bash
# Generates the site's self-made hero media (docs/product.md#images-and-media): a short,
# seamlessly looping clip of a dark plant network with pulses travelling across
# it, and its first frame as the poster. No camera footage, no stock assets.
#
#   web/public/media/network-loop.mp4     H.264 main, yuv420p, no audio, faststart
#   web/public/media/network-poster.webp  first frame (the server-rendered paint)
#
# Needs ffmpeg with libx264 and libwebp (Debian: apt-get install ffmpeg).
# Usage: web/scripts/make-media.sh   (from anywhere; overwrites the two files)
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/public/media"
mkdir -p "$out"

# Rendered small and scaled up: the clip sits behind text, dimmed to 40%, so soft is fine.
width=640
height=360
# The drift is slow (about 1 px a frame at 12 fps on a 1280 px hero): 12 frames a
# second look as smooth as 24 and cost the visitor's device half the decoding and
# compositing.
fps=12
# Every motion below has this period, so the last frame flows into the first.
period=8
cell=54

# Grid drifting right by one cell per period; nodes at the intersections; a
# diagonal wave that lights nodes and links in brand red (#dc2626) as it passes,
# over the hero background ink-950 (#070b14).
gx="mod(X-${cell}*T/${period}+${cell}*8,${cell})"
gy="mod(Y,${cell})"
link="lt(min(${gx},${cell}-${gx}),1.2)+lt(min(${gy},${cell}-${gy}),1.2)"
node="lt(pow(min(${gx},${cell}-${gx}),2)+pow(min(${gy},${cell}-${gy}),2),30)"
wave="pow(0.5+0.5*sin(2*PI*T/${period}-(X+Y)/170),3)"
lit="gt(${node},0)*(0.35+0.65*${wave})+gt(${link},0)*eq(${node},0)*(0.12+0.25*${wave})"

# One grey channel is computed per pixel, then tinted: gray -> rgb, each channel
# mapped from the background colour (0) to brand red (255).
geq="format=gray,geq=lum='255*min(1,${lit})'"
tint="format=rgb24,lutrgb=r='7+val*213/255':g='11+val*27/255':b='20+val*18/255'"
# The clip sits over the hero background at 40%: baked in here, so the page draws it
# opaque (blending a moving layer costs the browser as much again as drawing it).
over_hero="lutrgb=r='val*0.4+4.2':g='val*0.4+6.6':b='val*0.4+12'"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${width}x${height}:r=${fps}:d=${period}" \
  -vf "${geq},${tint},scale=960:540:flags=bicubic,gblur=sigma=1.5,vignette=PI/4,${over_hero},format=yuv420p" \
  -an -c:v libx264 -profile:v main -preset slow -crf 30 -tune animation \
  -pix_fmt yuv420p -movflags +faststart \
  "$out/network-loop.mp4"

ffmpeg -hide_banner -loglevel error -y \
  -i "$out/network-loop.mp4" -frames:v 1 \
  -c:v libwebp -quality 80 -compression_level 6 \
  "$out/network-poster.webp"

ls -l "$out/network-loop.mp4" "$out/network-poster.webp"
