{
  "algorithm": "ed25519",
  "content_sha256": "28309842cb5ed78bd63cd4c89d2b42e7a80c144fd3580a8e45bbd0732e45e03f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4871743b4ac8dbc8133fe13ee922c07a3f2668989ed1906eb9999245b2380a02",
  "schema": "gridshift.signature/1",
  "signature": "cfcc2b447a2fee4a73b2f31b05414121284bf6d7a51fed52497170864e3fcc54d0f1e0ae90e2462ddc92f7b0a3cd817ad2f910c3a8fa9bd73fc977c1b10c8e06"
}
