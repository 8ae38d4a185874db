{
  "algorithm": "ed25519",
  "content_sha256": "d692b546809a4a7a9f7ffa4708b48c9d1f573bb6dd9c655d66732fccde281c90",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69dbc819fed78797e83c1982ce87fd3f4fe5b7cdcb5667206b5e89fef141cfe6",
  "schema": "gridshift.signature/1",
  "signature": "bba331f696f50408d958a63d0ef0e14f76d60c8a41712bae1244230a0a53a6723f2fa2026e07a47f699308de084ba7f18064146e13b5fe964e4bb522e7f0c600"
}
