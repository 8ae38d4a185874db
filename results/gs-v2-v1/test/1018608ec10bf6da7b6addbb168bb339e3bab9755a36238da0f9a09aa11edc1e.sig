{
  "algorithm": "ed25519",
  "content_sha256": "688f24b6e89bccb38dffcff727ffcaa08f0cacfa4a9efbdcf039e80b828ddcea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1018608ec10bf6da7b6addbb168bb339e3bab9755a36238da0f9a09aa11edc1e",
  "schema": "gridshift.signature/1",
  "signature": "e7edef3d1d72a32569a410419a74f77e995f023e9895fb39ccf51a647be9aa4fda2319c59aeb5347bba7960ab9e821c64ee76abbbd4547a8cb0f2fb52bee8f0b"
}
