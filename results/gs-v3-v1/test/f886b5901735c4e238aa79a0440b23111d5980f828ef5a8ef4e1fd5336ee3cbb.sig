{
  "algorithm": "ed25519",
  "content_sha256": "ff5e270604172919ac9dfb0fdde2982d7687659f275efcca550a998fb976c1c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f886b5901735c4e238aa79a0440b23111d5980f828ef5a8ef4e1fd5336ee3cbb",
  "schema": "gridshift.signature/1",
  "signature": "9a68e44bec9693478352e87fc4968d4fbfcced95c1031dd010d43690838ff773ba3e6a163bf73d887f176b8f34ab23817dab0b2e564abe4e76fba0a6691b380a"
}
