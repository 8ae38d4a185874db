{
  "algorithm": "ed25519",
  "content_sha256": "55efe1b6355b3357d146731d89d051d414202fe4bab70f6a040805e6fe9b64b6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef96483784195c1f0eeca958255fc01816bdedbad264c244f3ff40bf8cc0f302",
  "schema": "gridshift.signature/1",
  "signature": "640f67fdafc18cdffae89eb3c70f47754f74d554593659447eb57a1041c36fd6cc3c5cfaef548753340428f7c1653bce7dcb66e6b247133197468766a575c10a"
}
