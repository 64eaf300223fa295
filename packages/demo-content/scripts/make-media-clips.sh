#!/bin/sh
# Makes the demo audio and video clips kept in assets/ (run once; the files are committed).
# Needs only ffmpeg (Debian's build: libmp3lame, libx264, aac), no network. The seed copies the
# clips into DATA_DIR/media/{audio,video}; src/media-clips.ts lists them with their size and
# duration, which src/media-clips.test.ts checks against the files.
set -eu
cd "$(dirname "$0")/../assets"
mkdir -p audio video

# 10 s mono MP3 at 16 kb/s: a plucked melody (two notes a second, each decaying) over a low drone
audio() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi \
    -i "aevalsrc='0.5*exp(-4*mod(t,0.5))*sin(2*PI*$2*pow(2,mod(floor(t*2)*$3,12)/12)*t)+0.08*sin(2*PI*$2/2*t)':s=16000:d=10" \
    -ac 1 -c:a libmp3lame -b:a 16k -map_metadata -1 -id3v2_version 0 -write_xing 1 "audio/$1.mp3"
}
audio morning-bells 330 7
audio city-hum 220 5
audio night-walk 262 9

# 6 s 320x180 H.264 (constrained baseline) + AAC tone, moov first so playback starts at once
video() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$2" \
    -f lavfi -i "sine=frequency=$3:sample_rate=22050:duration=6" -filter:a "volume=0.2" -t 6 \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -g 30 \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart -map_metadata -1 -fflags +bitexact "video/$1.mp4"
}
video test-pattern "testsrc2=size=320x180:rate=15" 440
video color-bars "smptehdbars=size=320x180:rate=15,drawbox=x='mod(t*90,320)':y=60:w=40:h=60:color=white@0.8:t=fill" 523
video gradients "gradients=size=320x180:rate=15:speed=0.05" 349
ls -l audio video
