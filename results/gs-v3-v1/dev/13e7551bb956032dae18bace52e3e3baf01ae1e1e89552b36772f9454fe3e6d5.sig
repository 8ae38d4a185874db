{
  "algorithm": "ed25519",
  "content_sha256": "840060a783588eb3c21fd1f51d6ff2e3dfb4c5b6b57349552be8ebbd372c2345",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13e7551bb956032dae18bace52e3e3baf01ae1e1e89552b36772f9454fe3e6d5",
  "schema": "gridshift.signature/1",
  "signature": "731269ff577c148bee5e6be3b9e2f57ae3f75aa951863a1857c07518d75e17845f74b3eb20a5042542419b86bf39ed74de51cc5b92456e16566b95bbfe534808"
}
