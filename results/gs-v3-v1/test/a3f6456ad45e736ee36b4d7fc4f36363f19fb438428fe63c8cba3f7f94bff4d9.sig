{
  "algorithm": "ed25519",
  "content_sha256": "a42aacf53206e6083836e4e7b6cf02a7fa7fdd28ec2bd7093f8775fda987e0ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a3f6456ad45e736ee36b4d7fc4f36363f19fb438428fe63c8cba3f7f94bff4d9",
  "schema": "gridshift.signature/1",
  "signature": "9ec7232b5e9be5bb792ecc416773acd837d8add25799767fbdb02b8026d2bdd412919b4f0e51594fb1ed73b4eec3cc08bf1a293bdbd42d1c844d93b560bec10e"
}
