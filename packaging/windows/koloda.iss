; Inno Setup 6 script of Koloda's Windows installer: Koloda-Setup-<version>.exe
; Built by packaging\windows\build.ps1 after PyInstaller made dist\koloda\, or by hand:
;   iscc /DAppVersion=1.2.3 /DAppFileVersion=1.2.3.0 packaging\windows\koloda.iss
; Installs for the current user without administrator rights (into %LOCALAPPDATA%\Programs),
; with a Start-menu shortcut, an optional desktop shortcut and an uninstaller.

#ifndef AppVersion
  #error Pass the version from pyproject.toml: iscc /DAppVersion=1.2.3 packaging\windows\koloda.iss
#endif
#ifndef AppFileVersion
  #define AppFileVersion AppVersion
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\koloda"
#endif
#define AppName "Koloda"
#define AppExe "koloda.exe"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{D0ED974C-DD69-4254-85C0-A68CC7C7BC91}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Koloda
AppComments=Ryadky, Chuvash Rooster and Ditch Rummy against computer opponents
AppCopyright=GPL-3.0-or-later
VersionInfoVersion={#AppFileVersion}
VersionInfoProductVersion={#AppFileVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoDescription={#AppName} {#AppVersion} Setup
VersionInfoCompany=Koloda
VersionInfoProductName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=Koloda-Setup-{#AppVersion}
#if FileExists(AddBackslash(SourcePath) + "..\..\build\koloda.ico")
SetupIconFile=..\..\build\koloda.ico
#endif
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Uninstallable=yes
CloseApplications=yes
; .koloda files open in Koloda (see [Registry]); Explorer is told when they change
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; Saved games (.koloda) open in Koloda with a double-click: "koloda.exe FILE" opens the file, or
; hands it to the Koloda already running. HKA is HKCU\Software\Classes in the per-user install
; (PrivilegesRequired=lowest, the default), HKLM only when an administrator installs for all
; users. The uninstaller removes the ProgID, the .koloda values it set and the app's entry.
Root: HKA; Subkey: "Software\Classes\.koloda"; ValueType: string; ValueName: ""; ValueData: "Koloda.SavedGame"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.koloda"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-koloda"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.koloda\OpenWithProgids"; ValueType: string; ValueName: "Koloda.SavedGame"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\Koloda.SavedGame"; ValueType: string; ValueName: ""; ValueData: "Koloda saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Koloda.SavedGame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\Koloda.SavedGame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".koloda"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may leave byte-code caches next to the program; settings and saves live in the
; user's AppData and are kept.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
