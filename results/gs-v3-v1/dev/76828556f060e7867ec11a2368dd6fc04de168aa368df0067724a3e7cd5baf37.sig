{
  "algorithm": "ed25519",
  "content_sha256": "a0911ecfffcf8eaeaac5a3ded2d3b7cd72b6ea1ce7132480b4f09ea215401b3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76828556f060e7867ec11a2368dd6fc04de168aa368df0067724a3e7cd5baf37",
  "schema": "gridshift.signature/1",
  "signature": "a2a7b3e203da678240b6b4233aab6d9a9b57682deb2e2425894594c800376744358816b69778aa4ec30750e70d453f174c411ac86de262dd3862f63c20800706"
}
