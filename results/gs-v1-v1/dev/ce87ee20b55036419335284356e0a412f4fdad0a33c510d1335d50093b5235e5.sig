{
  "algorithm": "ed25519",
  "content_sha256": "079a88c5fface7422e515f96ae221d13f63cfa6e7d2b6f0aafe1396e2d757e5e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce87ee20b55036419335284356e0a412f4fdad0a33c510d1335d50093b5235e5",
  "schema": "gridshift.signature/1",
  "signature": "94c63f72f3537690cbc5409598abbec80c90f6d95e9cc91f716392fa0e41ba8c3aae40495c993f65bc936a3fdd61613e6d9d2d7ee06005ba7dd81d2fdce70300"
}
