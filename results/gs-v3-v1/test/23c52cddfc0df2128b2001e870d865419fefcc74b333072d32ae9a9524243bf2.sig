{
  "algorithm": "ed25519",
  "content_sha256": "7bf301287caf0f69f96b865e0c2d5be5fdcc17ab31e51dcb4837d438668d6ff2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23c52cddfc0df2128b2001e870d865419fefcc74b333072d32ae9a9524243bf2",
  "schema": "gridshift.signature/1",
  "signature": "51a506520a8aa57c1517cf106a33d5818bdd673463e42ec75306373764940c3ad10760c9d257f5f267b9953e3fb53bc06bfd16eb2340a5208072fec2c190c103"
}
