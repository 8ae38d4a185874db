{
  "algorithm": "ed25519",
  "content_sha256": "943ddee10edd80e35192db3aea0e772575863d77426a4ba8bc5f57ae8fd85321",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eab1caeaad6d44c3d89eea198ae8fdcc8751142ae8baafef74256ccec0cd4e81",
  "schema": "gridshift.signature/1",
  "signature": "fdd5aa39880524749328b80255a6879764b353d0e3c33d7000dc5f18d789ded4e2369a6f3805b7d463f5e1e94d48c68f7a28d404ffd6a851319dbf82c8ba800d"
}
