; Inno Setup 6 script: Parlett Table's Windows installer.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\parlett-table.iss
;
; Packs the PyInstaller folder dist\parlett-table\ (built with packaging\parlett-table.spec,
; run from the repository's root) into dist\installer\parlett-table-<version>-windows-x86_64-setup.exe.
; The installer asks for no administrator rights by default (it installs for the current user,
; or for everyone if the player chooses so), adds a Start-menu entry (and, if asked, a desktop
; icon), opens deal records (.parlett) with the program, and registers an uninstaller in
; Settings > Apps, which removes all of it again (the player's preferences and history, in
; %LOCALAPPDATA%\parlett-table, are kept). The workflow (.github/workflows/build.yml) builds,
; installs, starts and uninstalls it.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; Windows version resources take four numbers: 0.1.0 here, 0.1.0rc1 would be passed as 0.1.0.
#ifndef NumericVersion
  #define NumericVersion AppVersion
#endif
#define DistDir "..\..\dist\parlett-table"
#define AppExe "parlett-table.exe"

[Setup]
AppId={{6B0E7C1A-3D59-4B7E-9C52-5F0B2A9D4E17}
AppName=Parlett Table
AppVersion={#AppVersion}
AppVerName=Parlett Table {#AppVersion}
AppPublisher=The Parlett Table authors
AppPublisherURL=https://github.com/parlett-table/parlett-table
AppSupportURL=https://github.com/parlett-table/parlett-table/issues
AppCopyright=MIT licence; Qt LGPL-3.0; card art LGPL-2.0-or-later
VersionInfoVersion={#NumericVersion}
VersionInfoProductName=Parlett Table
VersionInfoDescription=Parlett Table installer
DefaultDirName={autopf}\Parlett Table
DefaultGroupName=Parlett Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\assets\icons\parlett-table.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName=Parlett Table
OutputDir=..\..\dist\installer
OutputBaseFilename=parlett-table-{#AppVersion}-windows-x86_64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes
ShowLanguageDialog=auto
; Signed with the workflow's certificate when it has one: iscc /DSigned "/Ssigntool=signtool.exe sign ... $f"
; (.github/workflows/build.yml). Inno Setup then signs the installer and the uninstaller it writes
; (unins000.exe) as it makes them; without /DSigned neither is signed.
#ifdef Signed
SignTool=signtool
SignedUninstaller=yes
#endif

; The installer speaks English, German or French (the languages of the program), chosen from Windows'
; language, and asks when that is none of them. Inno Setup's own messages come from its Languages folder;
; this script's own words are the [CustomMessages] below.
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
english.AssociationTask=Open deal records (.parlett) with Parlett Table
german.AssociationTask=Rundenprotokolle (.parlett) mit Parlett Table öffnen
french.AssociationTask=Ouvrir les fichiers de donne (.parlett) avec Parlett Table
english.FileTypes=File types:
german.FileTypes=Dateitypen:
french.FileTypes=Types de fichiers :
english.ProgramComment=David Parlett's trick-taking card games
german.ProgramComment=David Parletts Stichspiele
french.ProgramComment=Les jeux de plis de David Parlett
english.LicencesEntry=Parlett Table licences
german.LicencesEntry=Parlett Table – Lizenzen
french.LicencesEntry=Parlett Table – licences
english.DealRecord=Parlett Table deal record
german.DealRecord=Rundenprotokoll von Parlett Table
french.DealRecord=Fichier de donne Parlett Table

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "{cm:AssociationTask}"; GroupDescription: "{cm:FileTypes}"

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Parlett Table"; Filename: "{app}\{#AppExe}"; Comment: "{cm:ProgramComment}"
Name: "{autoprograms}\{cm:LicencesEntry}"; Filename: "{app}\_internal\licenses"
Name: "{autodesktop}\Parlett Table"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .parlett deal records (JSON inside) open with the program, which takes the file as its argument.
Root: HKA; Subkey: "Software\Classes\.parlett"; ValueType: string; ValueName: ""; ValueData: "ParlettTable.DealRecord"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.parlett\OpenWithProgids"; ValueType: string; ValueName: "ParlettTable.DealRecord"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\ParlettTable.DealRecord"; ValueType: string; ValueName: ""; ValueData: "{cm:DealRecord}"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\ParlettTable.DealRecord\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\ParlettTable.DealRecord\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".parlett"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,Parlett Table}"; Flags: nowait postinstall skipifsilent
