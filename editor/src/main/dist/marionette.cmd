@echo off
rem Starts Marionette from the folder of marionette.jar: the editor (no arguments, or files to open), or a
rem command of the command line (marionette check FILE..., marionette --help). Commands start with the first
rem compiler tier only and the serial collector, which suits short runs.
setlocal
set "HERE=%~dp0"
if "%JAVA%"=="" set "JAVA=java"
if "%~1"=="" goto editor
if exist "%~1" goto editor
"%JAVA%" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Xmn32m -XX:PretenureSizeThreshold=1m %JAVA_OPTS% -jar "%HERE%marionette.jar" %*
exit /b %ERRORLEVEL%
:editor
"%JAVA%" %JAVA_OPTS% -jar "%HERE%marionette.jar" %*
exit /b %ERRORLEVEL%
