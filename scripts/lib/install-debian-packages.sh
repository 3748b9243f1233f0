# Sourced by scripts/ensure-*.sh, which find what a tool needs and is missing. As root, installs those Debian packages
# (apt options such as --no-install-recommends may come among them); otherwise says what is missing and which packages
# to install, and exits 1, since only root can install them.
# Usage: install_debian_packages "<what is missing>" "<how to point at another copy>" [apt option…] package…
install_debian_packages() {
  local missing="$1" elsewhere="$2" argument
  shift 2
  local packages=() options=()
  for argument in "$@"; do
    case "$argument" in
      -*) options+=("$argument") ;;
      *) packages+=("$argument") ;;
    esac
  done
  if [ "$(id -u)" != "0" ]; then
    echo "$missing: install Debian's ${packages[*]} (needs root), or $elsewhere." >&2
    exit 1
  fi
  echo "Installing Debian's ${packages[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q "${options[@]}" "${packages[@]}"
}
