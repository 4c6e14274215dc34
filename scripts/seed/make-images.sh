#!/usr/bin/env bash
# Draws the demo season's images (hero slides, news, team logos, sponsor
# wordmarks, site logos) and the app icons with ImageMagick, offline.
# The output is committed; run this only to change the pictures:
#   bash scripts/seed/make-images.sh
# Team and sponsor names/colours mirror scripts/seed/tables/{teams,sponsors}.ts.
set -euo pipefail

C=/usr/bin/convert # the real ImageMagick 6 (/usr/local/bin/convert may be a stand-in)
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SEED="$ROOT/public/images/seed"
ICONS="$ROOT/public/icons"
mkdir -p "$SEED" "$ICONS"

SERIF=DejaVu-Serif-Bold
SANS=DejaVu-Sans-Bold
BRAND='#1f5f3f'
GOLD='#c9a227'

# A palm tree silhouette at x,y (foot of the trunk), height h, as -draw primitives.
palm() {
  local x=$1 y=$2 h=$3 top=$(($2 - $3))
  echo "stroke-width $(($3 / 22)) path 'M $x,$y C $((x + 8)),$((y - h / 2)) $((x + 18)),$((top + 20)) $((x + 10)),$top' \
    stroke-width $(($3 / 24)) \
    path 'M $((x + 10)),$top C $((x - 30)),$((top - 25)) $((x - 70)),$((top - 5)) $((x - 95)),$((top + 35))' \
    path 'M $((x + 10)),$top C $((x + 50)),$((top - 25)) $((x + 90)),$((top - 5)) $((x + 115)),$((top + 35))' \
    path 'M $((x + 10)),$top C $((x - 20)),$((top - 45)) $((x - 55)),$((top - 50)) $((x - 80)),$((top - 30))' \
    path 'M $((x + 10)),$top C $((x + 40)),$((top - 45)) $((x + 75)),$((top - 50)) $((x + 100)),$((top - 30))' \
    path 'M $((x + 10)),$top C $((x + 5)),$((top - 40)) $((x + 15)),$((top - 60)) $((x + 25)),$((top - 70))'"
}

# A flag on a pin at x,y (the hole), pole height h, flag colour.
flag() {
  local x=$1 y=$2 h=$3 colour=$4 top=$(($2 - $3))
  echo "stroke '#f4f4f0' stroke-width $((h / 28 + 2)) line $x,$y $x,$top stroke none \
    fill '$colour' polygon $((x + 2)),$top $((x + h * 2 / 5)),$((top + h / 7)) $((x + 2)),$((top + h * 2 / 7)) \
    fill '#1b2a1b' ellipse $x,$y $((h / 14 + 4)),$((h / 40 + 2)) 0,360"
}

# hero_scene OUT W H SKY_TOP SKY_BOTTOM DUNES FAR_GRASS NEAR_GRASS GREEN SUN_COLOUR PALMS FLAG_COLOUR QUALITY
hero_scene() {
  local out=$1 w=$2 h=$3 sky1=$4 sky2=$5 dunes=$6 far=$7 near=$8 green=$9
  local sun=${10} palms=${11} flagc=${12} quality=${13}
  local sx=$((w * 72 / 100)) sy=$((h * 30 / 100)) sr=$((h / 11))
  local hz=$((h * 58 / 100)) fw=$((h * 67 / 100)) nr=$((h * 80 / 100))
  local gx=$((w * 64 / 100)) gy=$((h * 77 / 100))
  $C -size "${w}x${h}" gradient:"$sky1"-"$sky2" \
    \( -size "${w}x${h}" xc:none -fill "$sun" -draw "circle $sx,$sy $((sx + sr)),$sy" -blur 0x18 \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$dunes" \
       -draw "path 'M 0,$((hz - h / 14)) C $((w / 5)),$((hz - h / 7)) $((w * 2 / 5)),$((hz - h / 20)) $((w * 3 / 5)),$((hz - h / 16)) C $((w * 4 / 5)),$((hz - h / 12)) $((w * 9 / 10)),$((hz - h / 9)) $w,$((hz - h / 12)) L $w,$h L 0,$h Z'" -blur 0x4 \) -composite \
    \( -size "${w}x${h}" xc:none -fill none -stroke "$palms" -draw "$(palm $((w / 10)) $((hz + h / 40)) $((h / 4)))" -draw "$(palm $((w / 5)) $((hz + h / 60)) $((h / 5)))" -draw "$(palm $((w * 9 / 10)) $((hz + h / 50)) $((h * 2 / 9)))" -stroke none \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$far" -draw "path 'M 0,$hz C $((w / 4)),$((hz - h / 30)) $((w * 3 / 5)),$((hz - h / 40)) $w,$((hz + h / 50)) L $w,$h L 0,$h Z'" \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$near" -draw "path 'M 0,$fw C $((w / 3)),$((fw - h / 14)) $((w * 2 / 3)),$((fw - h / 20)) $w,$((fw + h / 40)) L $w,$h L 0,$h Z'" \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$far" -draw "path 'M 0,$nr C $((w / 3)),$((nr - h / 20)) $((w * 2 / 3)),$((nr - h / 30)) $w,$((nr + h / 30)) L $w,$((nr + h / 18)) C $((w * 2 / 3)),$((nr + h / 50)) $((w / 3)),$((nr + h / 60)) 0,$((nr + h / 14)) Z'" -channel A -evaluate multiply 0.35 +channel \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$green" -draw "ellipse $gx,$gy $((w / 5)),$((h / 12)) 0,360" -blur 0x3 \) -composite \
    \( -size "${w}x${h}" xc:none -fill '#e8d7a4' -draw "ellipse $((gx - w / 5)),$((gy + h / 22)) $((w / 14)),$((h / 34)) 0,360" -blur 0x2 \) -composite \
    \( -size "${w}x${h}" xc:none -draw "$(flag $((gx + w / 40)) $gy $((h / 5)) "$flagc")" \) -composite \
    -strip -quality "$quality" "$out"
}

echo 'hero images'
hero_scene "$SEED/hero-1.webp" 1600 900 '#6fb3e6' '#f3e8c8' '#d8c08c' '#4f9a45' '#3b7d34' '#67b659' '#fff6c8' '#244c22' '#d23a2a' 72
hero_scene "$SEED/hero-2.webp" 1600 900 '#f0925a' '#fbd89a' '#c99a63' '#4a8540' '#355f2c' '#5e9f4f' '#fff1b0' '#2f2a22' '#f5f5f5' 72
hero_scene "$SEED/hero-3.webp" 1600 900 '#0f2340' '#3c5a7d' '#5b5f62' '#2f6a3a' '#234f2c' '#3f8f4f' '#f9f3d0' '#0b1520' '#f1c232' 72

echo 'news images'
hero_scene "$SEED/news-1.webp" 1200 630 '#8cc7ec' '#eef3dc' '#d9c594' '#58a04c' '#3f8638' '#70bd60' '#ffffff' '#2c5428' "$GOLD" 70
hero_scene "$SEED/news-2.webp" 1200 630 '#f6a15f' '#fde3b0' '#cfa46a' '#4b8a41' '#35612d' '#63a553' '#fff4c0' '#3a2f25' '#1f5f3f' 70
hero_scene "$SEED/news-3.webp" 1200 630 '#14284a' '#4a6d93' '#61666a' '#2e6b3b' '#21502d' '#43945a' '#f9f3d0' '#0b1520' '#ffffff' 70
hero_scene "$SEED/news-4.webp" 1200 630 '#a7d3f2' '#fbf3dc' '#e2cf9e' '#6aae57' '#4b9142' '#7dc86b' '#ffffff' '#38602f' '#1d4f9c' 70

# news-5: a trophy on a podium (results and prize-giving stories).
$C -size 1200x630 radial-gradient:'#2a7d55'-'#0b261a' \
  -fill "$GOLD" -draw "path 'M 520,170 L 680,170 C 680,300 640,340 600,350 C 560,340 520,300 520,170 Z'" \
  -fill none -stroke "$GOLD" -strokewidth 14 -draw "arc 470,190 540,280 90,270" -draw "arc 660,190 730,280 270,90" -stroke none \
  -fill '#a4821b' -draw "rectangle 588,350 612,420" -draw "rectangle 545,420 655,445" \
  -fill '#184c33' -draw "rectangle 470,445 730,520" -fill '#f2db86' -draw "rectangle 470,445 730,452" \
  -fill '#fdf8e7' -draw "circle 410,230 416,230" -draw "circle 790,200 795,200" -draw "circle 760,320 764,320" -draw "circle 440,360 444,360" \
  -strip -quality 72 "$SEED/news-5.webp"

# news-6: a ball on the lip of the cup (Par 3 League stories).
$C -size 1200x630 gradient:'#6fb692'-'#1f5f3f' \
  -fill '#2a7d55' -draw "ellipse 600,470 420,90 0,360" \
  -fill '#0b261a' -draw "ellipse 600,470 90,28 0,360" \
  -fill '#ffffff' -draw "circle 690,430 690,382" \
  -fill '#e6e6e6' -draw "circle 700,440 700,400" -fill '#ffffff' -draw "circle 684,422 684,392" \
  -fill '#ffffff' -draw "ellipse 700,478 50,10 0,360" -blur 0x0.6 \
  -strip -quality 72 "$SEED/news-6.webp"

# Team logos: a coloured badge with a white ring and the team's initials.
team_logo() { # file colour initials
  local size=92
  [[ "$3" == *M* || "$3" == *W* ]] && size=78
  $C -size 256x256 xc:none \
    -fill "$2" -draw 'circle 128,128 128,6' \
    -fill none -stroke '#ffffff' -strokewidth 8 -draw 'circle 128,128 128,24' -stroke none \
    -fill "$GOLD" -draw 'polygon 128,196 140,214 128,232 116,214' \
    -font "$SERIF" -pointsize "$size" -fill '#ffffff' -gravity center -annotate +0-8 "$3" \
    -colors 64 -strip -define png:compression-level=9 PNG32:"$SEED/$1"
}
echo 'team logos'
team_logo team-desert-eagles.png '#b5452b' DE
team_logo team-dune-drivers.png '#b8860b' DD
team_logo team-falcon-flyers.png '#1f4e79' FF
team_logo team-oasis-putters.png '#2e8b57' OP
team_logo team-palm-strikers.png '#556b2f' PS
team_logo team-marina-mavericks.png '#0077b6' MM
team_logo team-creek-chippers.png '#5e548e' CC
team_logo team-sandstorm-swingers.png '#d2691e' SS
team_logo team-pearl-divers.png '#4a6274' PD
team_logo team-gulf-gladiators.png '#7b2d26' GG

# Sponsor wordmarks: 400x200, a small emblem and the name on white.
sponsor_logo() { # file colour line1 line2
  $C -size 400x200 xc:'#ffffff' \
    -fill "$2" -draw 'roundrectangle 20,50 120,150 20,20' \
    -fill '#ffffff' -font "$SERIF" -pointsize 64 -gravity center -annotate -130+0 "${3:0:1}" \
    \( +pointsize -background none -fill "$2" -font "$SANS" -size 240x50 -gravity west label:"$3" \) -gravity northwest -geometry +138+52 -composite \
    \( +pointsize -background none -fill '#555555' -font DejaVu-Sans -size 240x26 -gravity west label:"$4" \) -gravity northwest -geometry +140+114 -composite \
    -strip PNG24:"$SEED/$1"
}
echo 'sponsor logos'
sponsor_logo sponsor-al-noor-properties.png '#8a6d1d' 'AL NOOR' 'PROPERTIES'
sponsor_logo sponsor-gulf-horizon-bank.png '#0d3b66' 'GULF HORIZON' 'BANK'
sponsor_logo sponsor-dune-motors.png '#b5452b' 'DUNE' 'MOTORS'
sponsor_logo sponsor-fairway-outfitters.png '#1f5f3f' 'FAIRWAY' 'OUTFITTERS'
sponsor_logo sponsor-creekside-physio.png '#0077b6' 'CREEKSIDE' 'PHYSIO'
sponsor_logo sponsor-marina-coffee.png '#6b4226' 'MARINA' 'COFFEE ROASTERS'
sponsor_logo sponsor-sandtrap-grill.png '#d2691e' 'SANDTRAP' 'GRILL & BAR'

# Site logos: a gold flag and "Clubhouse" in white (header and footer are dark green).
site_logo() { # file width height pointsize
  local w=$2 h=$3 p=$4
  $C -size "${w}x${h}" xc:none \
    -stroke '#ffffff' -strokewidth 2 -draw "line $((h / 4)),$((h / 6)) $((h / 4)),$((h * 5 / 6))" -stroke none \
    -fill "$GOLD" -draw "polygon $((h / 4 + 1)),$((h / 6)) $((h * 3 / 4)),$((h / 3)) $((h / 4 + 1)),$((h / 2))" \
    -font "$SERIF" -pointsize "$p" -fill '#ffffff' -gravity west -annotate "+$((h * 4 / 5 - 2))+0" 'Clubhouse' \
    -strip PNG32:"$SEED/$1"
}
echo 'site logos'
site_logo logo-header.png 200 50 26
site_logo logo-footer.png 180 45 23

# App icons: the brand-green rounded square with a white flag on a gold-rimmed green.
app_icon() { # out size radius-percent(0 = full bleed)
  local s=$2 r=$(($2 * $3 / 100)) px=$(($2 * 44 / 100)) top=$(($2 * 24 / 100)) bottom=$(($2 * 74 / 100))
  $C -size "${s}x${s}" xc:none \
    -fill "$BRAND" -draw "$([[ $r -gt 0 ]] && echo "roundrectangle 0,0 $((s - 1)),$((s - 1)) $r,$r" || echo "rectangle 0,0 $((s - 1)),$((s - 1))")" \
    -fill "$GOLD" -draw "ellipse $((s / 2)),$bottom $((s * 26 / 100)),$((s * 7 / 100)) 0,360" \
    -fill '#2a7d55' -draw "ellipse $((s / 2)),$bottom $((s * 23 / 100)),$((s * 55 / 1000)) 0,360" \
    -stroke '#ffffff' -strokewidth $((s / 28 + 1)) -draw "line $px,$bottom $px,$top" -stroke none \
    -fill '#ffffff' -draw "polygon $((px + s / 60)),$top $((px + s * 30 / 100)),$((top + s * 10 / 100)) $((px + s / 60)),$((top + s * 20 / 100))" \
    -strip PNG32:"$1"
}
echo 'app icons'
app_icon "$ICONS/icon-192.png" 192 22
app_icon "$ICONS/icon-512.png" 512 22
app_icon "$ICONS/maskable-512.png" 512 0 # full bleed: the platform applies its own mask
app_icon "$ROOT/public/favicon.png" 64 22
app_icon "$ROOT/public/apple-touch-icon.png" 180 0 # iOS rounds the corners itself

ls -l "$SEED" "$ICONS" "$ROOT/public/favicon.png" "$ROOT/public/apple-touch-icon.png"
npx tsx "$ROOT/scripts/seed/image-variants.ts" # the WebP widths pages ask for (srcset)
