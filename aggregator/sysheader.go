package aggregator

import "strings"

// ReasonSystemHeader is recorded on a missing C or C++ header the
// operating system or the compiler ships ("Removed dependency on
// `windows.h`", "improved `fcntl.h` detection").
const ReasonSystemHeader = "a system or compiler header (libc, POSIX, Windows SDK, MSVC CRT), not a repository file"

// systemHeader reports a missing path that is a well-known system header:
// a bare name, or one under sys/, arpa/, netinet/ as POSIX spells them.
// Only reached when the repository has no such file.
func systemHeader(p string) bool {
	p = strings.TrimPrefix(p, "./")
	if dir, base, ok := strings.Cut(p, "/"); ok {
		return posixHeaderDirs[dir] && !strings.Contains(base, "/") && strings.HasSuffix(base, ".h")
	}
	return systemHeaders[strings.ToLower(p)]
}

var posixHeaderDirs = map[string]bool{"sys": true, "arpa": true, "netinet": true, "net": true}

var systemHeaders = func() map[string]bool {
	m := map[string]bool{}
	for _, h := range strings.Fields(`assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h iso646.h limits.h
		locale.h math.h setjmp.h signal.h stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h stdint.h stdio.h
		stdlib.h stdnoreturn.h string.h tgmath.h threads.h time.h uchar.h wchar.h wctype.h
		unistd.h fcntl.h dirent.h dlfcn.h pthread.h poll.h pwd.h grp.h termios.h syslog.h netdb.h spawn.h
		sched.h semaphore.h strings.h utime.h glob.h fnmatch.h regex.h langinfo.h iconv.h xlocale.h execinfo.h
		malloc.h alloca.h endian.h features.h
		windows.h winsock.h winsock2.h ws2tcpip.h winbase.h windef.h winnt.h winuser.h shlobj.h shellapi.h
		tchar.h io.h direct.h process.h conio.h crtdbg.h intrin.h immintrin.h emmintrin.h xmmintrin.h
		objbase.h ole2.h psapi.h dbghelp.h bcrypt.h`) {
		m[h] = true
	}
	return m
}()
