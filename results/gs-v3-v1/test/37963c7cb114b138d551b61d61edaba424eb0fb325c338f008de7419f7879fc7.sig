{
  "algorithm": "ed25519",
  "content_sha256": "3a2f143002981472a2a8e06b5210154117edad628ff24ee2a65043b5792e0868",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37963c7cb114b138d551b61d61edaba424eb0fb325c338f008de7419f7879fc7",
  "schema": "gridshift.signature/1",
  "signature": "9f288e3ecd0ac98cd7baaa60fdde1d5e45860d6901feb804cca44ea1b5902fec016a11f6f1ae8211a7764a8ce173f9fe2ce1245ca1da1f989316c14f1ab36900"
}
