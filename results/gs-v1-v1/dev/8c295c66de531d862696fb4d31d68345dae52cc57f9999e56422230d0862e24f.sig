{
  "algorithm": "ed25519",
  "content_sha256": "88aa45faa4945fef406fc0abc68efd7c0ecbfe1e92e6b5031834665481b369c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c295c66de531d862696fb4d31d68345dae52cc57f9999e56422230d0862e24f",
  "schema": "gridshift.signature/1",
  "signature": "7d6611c0fc52f3ac303b70b92f2804af607c0d1d8c9e56212e7dc9f1e5da5d003ffe4d35871934b9e2ad6ae448be1e39ddadcac7302813be3162fa54c3f40801"
}
