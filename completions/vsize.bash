# bash completion for vsize. Options and subcommands come from vsize's own help, ids from its
# catalog, so the completion never drifts from the program.
_vsize() {
  local cur prev words cword
  _init_completion 2>/dev/null || { cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"; }
  local kind=""
  case "$prev" in
    --gpu) kind=gpus ;;
    --model) kind=models ;;
    --platform) kind=platforms ;;
    --cpu) kind=cpus ;;
    --psu) kind=psus ;;
    --circuit) kind=circuits ;;
    --fabric) kind=fabrics ;;
    --catalog|--config|--calibration) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W "table json csv markdown html slurm k8s torchrun" -- "$cur")); return ;;
    --amp) COMPREPLY=($(compgen -W "fp16 bf16 fp32" -- "$cur")); return ;;
    --lang) COMPREPLY=($(compgen -W "en de" -- "$cur")); return ;;
    --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
  esac
  if [ -n "$kind" ]; then
    local ids
    ids=$(vsize catalog list "$kind" --format csv 2>/dev/null | tail -n +2 | cut -d, -f2)
    COMPREPLY=($(compgen -W "$ids" -- "$cur"))
    return
  fi
  local sub="" w
  for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$w" in check|explain|launch|catalog|accuracy|schema|help) sub="$w"; break ;; esac
  done
  local opts
  if [ -n "$sub" ]; then
    opts=$(vsize help "$sub" 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' | sort -u)
    [ "$sub" = catalog ] && opts="$opts list show validate"
  else
    opts="$(vsize --help 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' | sort -u) check explain launch catalog accuracy schema help"
  fi
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _vsize vsize
