# Build Koloda for Windows: dist\koloda\ (PyInstaller) and dist\Koloda-Setup-<version>.exe.
#   pwsh packaging\windows\build.ps1            (Python 3.11+ on PATH; Inno Setup 6 installed)
# The version comes from pyproject.toml through packaging\koloda_bundle.py.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed ($LASTEXITCODE)" }
}

$python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$version = (& $python packaging\koloda_bundle.py version).Trim()
$fileVersion = (& $python packaging\koloda_bundle.py windows-version).Trim()
if (-not $version) { throw "cannot read the version from pyproject.toml" }
Write-Host "== Koloda $version ($fileVersion)"

$venv = "build\venv-package"
if (-not $env:PYTHON) {
    if (Test-Path $venv) { Remove-Item -Recurse -Force $venv }
    Invoke-Checked $python @("-m", "venv", $venv)
    $python = (Resolve-Path "$venv\Scripts\python.exe").Path
    Invoke-Checked $python @("-m", "pip", "install", "--quiet", "--upgrade", "pip")
    # Pillow lets PyInstaller and this script turn the PNG icon into a .ico.
    Invoke-Checked $python @("-m", "pip", "install", "--quiet", ".[package]", "pillow")
}

New-Item -ItemType Directory -Force build | Out-Null
if (Test-Path resources\icons\koloda.png) {
    Invoke-Checked $python @("-c", "from PIL import Image; Image.open('resources/icons/koloda.png').save('build/koloda.ico', sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)])")
} else {
    Write-Warning "resources\icons\koloda.png is missing: default icons"
}

Push-Location desktop
try {
    & $python -c "import koloda.app.i18n"
    if ($LASTEXITCODE -eq 0) { Invoke-Checked $python @("-m", "koloda.app.i18n", "build") }
    else { Write-Warning "koloda.app.i18n is missing: no compiled translations" }
} finally { Pop-Location }

Invoke-Checked $python @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\koloda.spec")
if (-not (Test-Path dist\koloda\koloda.exe)) { throw "PyInstaller did not produce dist\koloda\koloda.exe" }

$iscc = if ($env:ISCC) { $env:ISCC } else { Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) { throw "Inno Setup 6 not found at $iscc (choco install innosetup, or set ISCC)" }
Invoke-Checked $iscc @("/Qp", "/DAppVersion=$version", "/DAppFileVersion=$fileVersion", "packaging\windows\koloda.iss")

$setup = "dist\Koloda-Setup-$version.exe"
if (-not (Test-Path $setup)) { throw "Inno Setup did not produce $setup" }
$bundle = (Get-ChildItem -Recurse dist\koloda | Measure-Object -Property Length -Sum).Sum
Write-Host ("bundle dist\koloda: {0:N1} MiB; {1}: {2:N1} MiB" -f ($bundle / 1MB), $setup, ((Get-Item $setup).Length / 1MB))
