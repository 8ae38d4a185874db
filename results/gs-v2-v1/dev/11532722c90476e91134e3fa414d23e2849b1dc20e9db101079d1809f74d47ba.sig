{
  "algorithm": "ed25519",
  "content_sha256": "23dfec34d41bce4cdff06b0e7529404fc1f78e2bbb86af2f3fec0c49aca30d7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "11532722c90476e91134e3fa414d23e2849b1dc20e9db101079d1809f74d47ba",
  "schema": "gridshift.signature/1",
  "signature": "174db287ab2f7cf926f841ba0ed9e8d917599f6dfab80da405dc0faed4f916110c862ae7ef2ba1d0380b893387e86690ac324ba21d7f01fdde125f42cc669802"
}
