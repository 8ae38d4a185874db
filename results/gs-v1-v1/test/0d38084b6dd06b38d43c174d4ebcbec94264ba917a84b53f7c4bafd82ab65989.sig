{
  "algorithm": "ed25519",
  "content_sha256": "59075157d2851e42d9feef3ee608c305e1748d7493dbbcd5ca4d78335f5f9f24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d38084b6dd06b38d43c174d4ebcbec94264ba917a84b53f7c4bafd82ab65989",
  "schema": "gridshift.signature/1",
  "signature": "46b5ab1160ccee327162f45159e4bbd708b9a74a7ea6b2ffc21368ca5b2dff1ba9048fab15967fd00926067ad8a8b40169dbca67232955e9815df6dec00ddf07"
}
