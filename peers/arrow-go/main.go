// pme-bench's arrow-go peer: Go's Parquet modular encryption (github.com/apache/arrow-go), measured the
// suite's way.
//
// Run by `pmebench run --families peers` (PeerStep), never by hand in a benchmark: it reads the rows the
// suite exported as a plaintext Parquet file, then times, in one process on one OS thread for Go code
// (GOMAXPROCS 1), rounds of the plaintext file, a second plaintext file (the A/A control), an AES_GCM_V1
// file and an AES_GCM_CTR_V1 file in a freshly shuffled order, each written (or read) whole with its
// encryption (decryption) properties built inside the timed part, as the suite's paired parquet-java
// benchmarks do; wall and process CPU time (the collector's work included). Each iteration's sums are the
// suite's paired counters, as the other drivers print them.
//
// arrow-go has no key tools (no KMS client, no key material): every file is encrypted with explicit keys,
// the suite's explicit key for the footer and every column (uniform), its id as key metadata. The rows are
// parquet-java's v1 file of them, without the INT96 column (see readFile).
//
// `interop-write` and `interop-read` write and read the interoperability matrix's files.
package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
	"github.com/apache/arrow-go/v18/parquet/schema"
)

const (
	keyListEnv  = "PMEBENCH_KEY_LIST"
	explicitKey = "explicit_key"
	columnKey   = "column_key"
	aadPrefix   = "pme-bench"
)

// A slot of the suite's paired counters and the mode it writes ("" for plaintext).
type slot struct{ name, mode string }

var slots = []slot{{"plaintext", ""}, {"control", ""}, {"gcm", "AES_GCM_V1"}, {"gcmCtr", "AES_GCM_CTR_V1"}}

type args struct {
	command, op, rows, codec, dir, out string
	rowGroupRows, pageBytes, dictBytes int64
	warmup, iterations                 int
	iterationSeconds                   float64
	ignore                             multi
	files                              []string
}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

func parseArgs() (*args, error) {
	if len(os.Args) < 2 {
		return nil, errors.New("usage: pme-peer-arrow-go paired|interop-write|interop-read [options] [files]")
	}
	a := &args{command: os.Args[1]}
	fs := flag.NewFlagSet(a.command, flag.ContinueOnError)
	fs.StringVar(&a.op, "op", "read", "read or write")
	fs.StringVar(&a.rows, "rows", "", "the suite's plaintext Parquet file of the workload's rows")
	fs.Int64Var(&a.rowGroupRows, "row-group-rows", 1<<30, "rows per row group")
	fs.Int64Var(&a.pageBytes, "page-bytes", 1<<20, "data page size")
	fs.Int64Var(&a.dictBytes, "dictionary-page-bytes", 512, "dictionary page size limit")
	fs.StringVar(&a.codec, "codec", "NONE", "NONE, SNAPPY, GZIP, ZSTD")
	fs.IntVar(&a.warmup, "warmup", 1, "warm-up iterations")
	fs.IntVar(&a.iterations, "iterations", 3, "measured iterations")
	fs.Float64Var(&a.iterationSeconds, "iteration-seconds", 2, "seconds per iteration")
	fs.StringVar(&a.dir, "dir", "", "interop-write: where the files go")
	fs.Var(&a.ignore, "ignore", "interop-read: a column the comparison leaves out")
	fs.StringVar(&a.out, "out", "", "the JSON result, written whole or not at all")
	// Options and files may be mixed, as the other drivers take them.
	rest := os.Args[2:]
	for len(rest) > 0 {
		if err := fs.Parse(rest); err != nil {
			return nil, err
		}
		rest = fs.Args()
		if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
			a.files = append(a.files, rest[0])
			rest = rest[1:]
		}
	}
	if a.out == "" {
		return nil, errors.New("--out is required")
	}
	return a, nil
}

// The suite's keys, keyId -> raw bytes, from the environment pmebench sets.
func masterKeys() (map[string]string, error) {
	text := os.Getenv(keyListEnv)
	if text == "" {
		return nil, fmt.Errorf("set %s to keyId:base64Key, ... (pmebench does)", keyListEnv)
	}
	keys := map[string]string{}
	for _, entry := range strings.Split(text, ",") {
		id, encoded, ok := strings.Cut(strings.TrimSpace(entry), ":")
		if !ok {
			return nil, fmt.Errorf("%s: '%s' is not keyId:base64Key", keyListEnv, entry)
		}
		key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(encoded))
		if err != nil {
			return nil, fmt.Errorf("%s: key '%s': %v", keyListEnv, id, err)
		}
		keys[strings.TrimSpace(id)] = string(key)
	}
	return keys, nil
}

func cipherOf(mode string) (parquet.Cipher, error) {
	switch mode {
	case "AES_GCM_V1":
		return parquet.AesGcm, nil
	case "AES_GCM_CTR_V1":
		return parquet.AesCtr, nil
	}
	return 0, fmt.Errorf("unknown mode %s", mode)
}

// Explicit keys: the explicit key for the footer and (uniform) every column, or the column master key for
// every column (columnkeys); each key's id as its key metadata; the AAD prefix stored where asked.
func encryption(keys map[string]string, mode string, columns []string, columnKeys, plaintextFooter, aad bool) (
	*parquet.FileEncryptionProperties, error) {
	alg, err := cipherOf(mode)
	if err != nil {
		return nil, err
	}
	opts := []parquet.EncryptOption{parquet.WithAlg(alg), parquet.WithFooterKeyMetadata(explicitKey)}
	if columnKeys {
		encrypted := parquet.ColumnPathToEncryptionPropsMap{}
		for _, c := range columns {
			encrypted[c] = parquet.NewColumnEncryptionProperties(c, parquet.WithKey(keys[columnKey]),
				parquet.WithKeyMetadata(columnKey))
		}
		opts = append(opts, parquet.WithEncryptedColumns(encrypted))
	}
	if plaintextFooter {
		opts = append(opts, parquet.WithPlaintextFooter())
	}
	if aad {
		opts = append(opts, parquet.WithAadPrefix(aadPrefix))
	}
	return parquet.NewFileEncryptionProperties(keys[explicitKey], opts...), nil
}

// Reads explicit-key files: key metadata column_key names the column master key; any other, or none, means
// the explicit key.
type retriever map[string]string

func (r retriever) GetKey(metadata []byte) string {
	if string(metadata) == columnKey {
		return r[columnKey]
	}
	return r[explicitKey]
}

func decryption(keys map[string]string) *parquet.FileDecryptionProperties {
	return parquet.NewFileDecryptionProperties(parquet.WithFooterKey(keys[explicitKey]),
		parquet.WithKeyRetriever(retriever(keys)))
}

// The encodings parquet-java's v2 writer gives the standard rows' columns (as the other drivers set them).
// arrow-go has no DELTA_BYTE_ARRAY for the fixed-length column: it keeps its default there (dictionary, then plain).
var deltaEncoded = map[string]parquet.Encoding{"binary_field": parquet.Encodings.DeltaByteArray,
	"int32_field": parquet.Encodings.DeltaBinaryPacked, "boolean_field": parquet.Encodings.RLE}

var codecs = map[string]compress.Compression{"NONE": compress.Codecs.Uncompressed,
	"UNCOMPRESSED": compress.Codecs.Uncompressed, "SNAPPY": compress.Codecs.Snappy, "GZIP": compress.Codecs.Gzip,
	"ZSTD": compress.Codecs.Zstd}

// The dictionary page limit, raised to hold four values of the widest fixed-length column: with no
// DELTA_BYTE_ARRAY for those (see deltaEncoded), a dictionary is the nearest arrow-go has to the v2 writer's
// encoding of the standard rows' one repeated 1 KiB value, which would otherwise be stored plain (1 KiB a row).
func dictionaryLimit(limit int64, fields []arrow.Field) int64 {
	for _, f := range fields {
		if fixed, ok := f.Type.(*arrow.FixedSizeBinaryType); ok && limit < 4*int64(fixed.ByteWidth) {
			limit = 4 * int64(fixed.ByteWidth)
		}
	}
	return limit
}

func writerProperties(a *args, fields []arrow.Field, enc *parquet.FileEncryptionProperties) (*parquet.WriterProperties, error) {
	var columns []string
	for _, f := range fields {
		columns = append(columns, f.Name)
	}
	codec, ok := codecs[strings.ToUpper(a.codec)]
	if !ok {
		return nil, fmt.Errorf("codec %s is not one of NONE, SNAPPY, GZIP, ZSTD", a.codec)
	}
	opts := []parquet.WriterProperty{parquet.WithMaxRowGroupLength(a.rowGroupRows), parquet.WithDataPageSize(a.pageBytes),
		parquet.WithDictionaryPageSizeLimit(dictionaryLimit(a.dictBytes, fields)), parquet.WithCompression(codec),
		parquet.WithDataPageVersion(parquet.DataPageV2), parquet.WithVersion(parquet.V2_LATEST), parquet.WithStats(true)}
	for _, c := range columns {
		if e, ok := deltaEncoded[c]; ok {
			opts = append(opts, parquet.WithDictionaryFor(c, false), parquet.WithEncodingFor(c, e))
		}
	}
	if enc != nil {
		opts = append(opts, parquet.WithEncryptionProperties(enc))
	}
	return parquet.NewWriterProperties(opts...), nil
}

func readRows(path string) (arrow.Table, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return readFile(data, nil)
}

// Reads every column but the INT96 ones: the suite's rows hold twelve zero bytes there (Julian day 0), outside
// Arrow's nanosecond range, and arrow-go refuses them (Arrow C++ and arrow-rs convert them); every comparison
// leaves that column out.
func readFile(data []byte, dec *parquet.FileDecryptionProperties) (arrow.Table, error) {
	t, _, err := readColumns(data, dec, func(c *schema.Column) bool { return c.PhysicalType() == parquet.Types.Int96 })
	return t, err
}

// Reads every column but the INT96 and the fixed-length ones, and names the fixed-length ones: arrow-go 18.8
// decodes no DELTA_BYTE_ARRAY on FIXED_LEN_BYTE_ARRAY (parquet-java's v2 writer's encoding for them), and panics
// on it.
func readWithoutFixedLength(data []byte, dec *parquet.FileDecryptionProperties) (arrow.Table, []string, error) {
	return readColumns(data, dec, func(c *schema.Column) bool {
		return c.PhysicalType() == parquet.Types.Int96 || c.PhysicalType() == parquet.Types.FixedLenByteArray
	})
}

// The file's columns but those `skip` names, and the names of the skipped ones that are not INT96.
func readColumns(data []byte, dec *parquet.FileDecryptionProperties, skip func(*schema.Column) bool) (
	arrow.Table, []string, error) {
	props := parquet.NewReaderProperties(memory.DefaultAllocator)
	props.FileDecryptProps = dec
	rdr, err := file.NewParquetReader(bytes.NewReader(data), file.WithReadProps(props))
	if err != nil {
		return nil, nil, err
	}
	defer rdr.Close()
	var keep []int
	var left []string
	columns := rdr.MetaData().Schema
	for i := 0; i < columns.NumColumns(); i++ {
		c := columns.Column(i)
		switch {
		case !skip(c):
			keep = append(keep, i)
		case c.PhysicalType() != parquet.Types.Int96:
			left = append(left, c.Name())
		}
	}
	fr, err := pqarrow.NewFileReader(rdr, pqarrow.ArrowReadProperties{BatchSize: 64 * 1024}, memory.DefaultAllocator)
	if err != nil {
		return nil, nil, err
	}
	var groups []int
	for g := 0; g < rdr.NumRowGroups(); g++ {
		groups = append(groups, g)
	}
	t, err := fr.ReadRowGroups(context.Background(), keep, groups)
	return t, left, err
}

func columnNames(t arrow.Table) []string {
	var names []string
	for _, f := range t.Schema().Fields() {
		names = append(names, f.Name)
	}
	return names
}

func writeFile(t arrow.Table, a *args, enc *parquet.FileEncryptionProperties) ([]byte, error) {
	props, err := writerProperties(a, t.Schema().Fields(), enc)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	arrowProps := pqarrow.NewArrowWriterProperties(pqarrow.WithDeprecatedInt96Timestamps(true), pqarrow.WithStoreSchema())
	if err := pqarrow.WriteTable(t, &buf, a.rowGroupRows, props, arrowProps); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func processCPUNanos() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano() + ru.Stime.Nano())
}

func timed(op func() error) (float64, float64, error) {
	wall, cpu := time.Now(), processCPUNanos()
	err := op()
	return float64(time.Since(wall).Nanoseconds()), processCPUNanos() - cpu, err
}

type totals map[string]float64

func (t totals) round(times map[string][2]float64, sizes map[string]float64) {
	t["rounds"]++
	for name, tc := range times {
		t[name+"WallNanos"] += tc[0]
		t[name+"CpuNanos"] += tc[1]
		t[name+"ProcessCpuNanos"] += tc[1] // the process's clock, named so beside parquet-java's
		t[name+"FileBytes"] += sizes[name]
		if name != "plaintext" {
			for i, clock := range []string{"Wall", "Cpu"} {
				ln := math.Log(math.Max(tc[i], 1) / math.Max(times["plaintext"][i], 1))
				t[name+"Ln"+clock+"Ratio"] += ln
				t[name+"Ln"+clock+"RatioSquares"] += ln * ln
			}
		}
	}
}

// The suite's keys and the rows file every command starts from.
func keysAndRows(a *args) (map[string]string, arrow.Table, error) {
	keys, err := masterKeys()
	if err != nil {
		return nil, nil, err
	}
	table, err := readRows(a.rows)
	return keys, table, err
}

func paired(a *args) (map[string]any, error) {
	keys, table, err := keysAndRows(a)
	if err != nil {
		return nil, err
	}
	columns := columnNames(table)
	props := func(mode string) (*parquet.FileEncryptionProperties, error) {
		if mode == "" {
			return nil, nil
		}
		return encryption(keys, mode, columns, false, false, false)
	}
	files := map[string][]byte{}
	sizes := map[string]float64{}
	for _, s := range slots { // the files are what they say, and read back whole
		enc, err := props(s.mode)
		if err != nil {
			return nil, err
		}
		if files[s.name], err = writeFile(table, a, enc); err != nil {
			return nil, fmt.Errorf("%s: %v", s.name, err)
		}
		sizes[s.name] = float64(len(files[s.name]))
		back, err := readFile(files[s.name], decryptionFor(keys, s.mode))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", s.name, err)
		}
		if back.NumRows() != table.NumRows() {
			return nil, fmt.Errorf("%s read %d of %d rows", s.name, back.NumRows(), table.NumRows())
		}
		back.Release()
	}
	var measured []totals
	for i := 0; i < a.warmup+a.iterations; i++ {
		t := totals{"rounds": 0}
		end := time.Now().Add(time.Duration(a.iterationSeconds * float64(time.Second)))
		for t["rounds"] < 1 || time.Now().Before(end) {
			times := map[string][2]float64{}
			written := map[string]float64{}
			for _, k := range rand.Perm(len(slots)) {
				s := slots[k]
				var wall, cpu float64
				if a.op == "read" {
					var rows int64
					wall, cpu, err = timed(func() error {
						back, err := readFile(files[s.name], decryptionFor(keys, s.mode))
						if err == nil {
							rows = back.NumRows()
							back.Release()
						}
						return err
					})
					if err == nil && rows != table.NumRows() {
						err = fmt.Errorf("read %d of %d rows", rows, table.NumRows())
					}
				} else {
					var size int
					wall, cpu, err = timed(func() error {
						enc, err := props(s.mode)
						if err != nil {
							return err
						}
						data, err := writeFile(table, a, enc)
						size = len(data)
						return err
					})
					written[s.name] = float64(size)
				}
				if err != nil {
					return nil, fmt.Errorf("%s: %v", s.name, err)
				}
				times[s.name] = [2]float64{wall, cpu}
			}
			if a.op == "write" {
				t.round(times, written)
			} else {
				t.round(times, sizes)
			}
		}
		if i >= a.warmup {
			measured = append(measured, t)
		}
		runtime.GC()
	}
	return map[string]any{"op": a.op, "rows": table.NumRows(), "fileBytes": sizes, "iterations": measured}, nil
}

func decryptionFor(keys map[string]string, mode string) *parquet.FileDecryptionProperties {
	if mode == "" {
		return nil
	}
	return decryption(keys)
}

// Writes each file named name:MODE:footer:material[:aad] into --dir. arrow-go has no key tools: the key
// tools' cells say so; the explicit-key cells (uniform, columnkeys) are written.
func interopWrite(a *args) (map[string]any, error) {
	keys, table, err := keysAndRows(a)
	if err != nil {
		return nil, err
	}
	var out []map[string]string
	for _, spec := range a.files {
		parts := strings.Split(spec, ":")
		if len(parts) < 4 {
			return nil, fmt.Errorf("'%s' is not name:MODE:footer:material[:aad]", spec)
		}
		entry := map[string]string{"file": parts[0]}
		var enc *parquet.FileEncryptionProperties
		switch {
		case parts[1] == "PLAINTEXT":
		case parts[3] == "uniform" || parts[3] == "columnkeys":
			enc, err = encryption(keys, parts[1], columnNames(table), parts[3] == "columnkeys", parts[2] == "plaintext",
				len(parts) > 4 && parts[4] == "aad")
		default:
			err = errors.New("NotImplemented: arrow-go has no key tools (no KMS client, no key material): explicit keys only")
		}
		if err == nil {
			var data []byte
			if data, err = writeFile(table, a, enc); err == nil {
				err = os.WriteFile(filepath.Join(a.dir, parts[0]), data, 0o644)
			}
		}
		if err != nil { // a cell arrow-go cannot write is a finding, with its error
			entry["error"] = firstLine(err.Error())
		}
		err = nil
		out = append(out, entry)
	}
	return map[string]any{"written": out}, nil
}

// Reads each file with the explicit keys (arrow-go's only way); the key tools' files say that arrow-go
// cannot unwrap their keys. The rows file, read the same way, gives the reference.
func interopRead(a *args) (map[string]any, error) {
	keys, reference, err := keysAndRows(a)
	if err != nil {
		return nil, err
	}
	var out []map[string]any
	for _, path := range a.files {
		name := filepath.Base(path)
		entry := map[string]any{"file": name}
		t, err := readMatrixFile(path, name, keys, entry)
		if err == nil {
			entry["rows"] = t.NumRows()
			ignore := append([]string{}, a.ignore...)
			if left, ok := entry["without"].([]string); ok {
				ignore = append(ignore, left...)
				entry["referenceWithout"] = checksum(reference, ignore)
			}
			entry["checksum"] = checksum(t, ignore)
		} else { // a cell of the matrix that fails is a finding, with its error
			entry["error"] = firstLine(err.Error())
		}
		out = append(out, entry)
	}
	return map[string]any{"reference": checksum(reference, a.ignore), "referenceRows": reference.NumRows(),
		"read": out}, nil
}

// Reads one of the matrix's files as its name says it was written; a panic inside arrow-go (a file it cannot
// parse) is that file's error, not the end of the others'.
func readMatrixFile(path, name string, keys map[string]string, entry map[string]any) (t arrow.Table, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	explicit := strings.Contains(name, "-uniform") || strings.Contains(name, "-columnkeys")
	data, err := os.ReadFile(path)
	switch {
	case err != nil:
	case strings.HasPrefix(name, "PLAINTEXT"):
		t, err = readFile(data, nil)
	case explicit:
		t, err = readFile(data, decryption(keys))
	default:
		err = errors.New("NotImplemented: arrow-go has no key tools: it cannot unwrap the data keys in the file's key material")
	}
	if err != nil && strings.Contains(err.Error(), "unimplemented encoding type") {
		// The other columns still say whether the decryption worked; the cell says what was left out.
		var dec *parquet.FileDecryptionProperties
		if !strings.HasPrefix(name, "PLAINTEXT") {
			dec = decryption(keys)
		}
		var left []string
		if t, left, err = readWithoutFixedLength(data, dec); err == nil {
			entry["without"] = left
			entry["withoutReason"] = "arrow-go decodes no DELTA_BYTE_ARRAY on FIXED_LEN_BYTE_ARRAY"
		}
	}
	return t, err
}

// A digest of every value, column by column (but the ignored ones), independent of how the file encoded them.
func checksum(t arrow.Table, ignore []string) string {
	names := columnNames(t)
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		skip := false
		for _, i := range ignore {
			skip = skip || i == name
		}
		if skip {
			continue
		}
		h.Write([]byte(name))
		col := t.Column(t.Schema().FieldIndices(name)[0])
		for _, chunk := range col.Data().Chunks() {
			for i := 0; i < chunk.Len(); i++ {
				h.Write([]byte(chunk.ValueStr(i)))
				h.Write([]byte{0})
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/apache/arrow-go/v18" {
				return strings.TrimPrefix(dep.Version, "v")
			}
		}
	}
	return "unknown"
}

func run() error {
	a, err := parseArgs()
	if err != nil {
		return err
	}
	var result map[string]any
	switch a.command {
	case "paired":
		result, err = paired(a)
		if result != nil {
			result["provider"] = "arrow-go (Go crypto/aes)"
		}
	case "interop-write":
		result, err = interopWrite(a)
	case "interop-read":
		result, err = interopRead(a)
	default:
		err = fmt.Errorf("unknown command %s", a.command)
	}
	if err != nil {
		return err
	}
	result["implementation"] = "arrow-go"
	result["version"] = moduleVersion()
	result["runtime"] = runtime.Version()
	if _, ok := result["provider"]; !ok {
		result["provider"] = "arrow-go (Go crypto/aes)"
	}
	data, err := json.MarshalIndent(result, "", " ")
	if err != nil {
		return err
	}
	partial := a.out + ".partial" // written whole or not at all
	if err := os.WriteFile(partial, data, 0o644); err != nil {
		return err
	}
	return os.Rename(partial, a.out)
}

func main() {
	runtime.GOMAXPROCS(1)
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pme-peer-arrow-go:", err)
		os.Exit(1)
	}
}
