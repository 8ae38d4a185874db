{
  "algorithm": "ed25519",
  "content_sha256": "353c86ce1f8b5734040a3231796f36a2a32f9d9b155dfa3aec15a6fadebcdc53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8393657942eb78e0aae1e09486ecef53263864f996e2c18fb797fa5d0773b8a1",
  "schema": "gridshift.signature/1",
  "signature": "8bfe5d1639a8671d93e4e3afeb19c7791b8e26064f79f254ca046c986a8d98db5cfcc5cf7e254c5475fb6dc68605b68697508c4511c761ee4c6c6b09369aae05"
}
