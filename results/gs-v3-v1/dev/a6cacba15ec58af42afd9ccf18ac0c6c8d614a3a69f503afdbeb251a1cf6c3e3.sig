{
  "algorithm": "ed25519",
  "content_sha256": "16d2c3e2cb4d7520777a765397d36cc2bb09c1e641c98b9292c3138f4a30699f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a6cacba15ec58af42afd9ccf18ac0c6c8d614a3a69f503afdbeb251a1cf6c3e3",
  "schema": "gridshift.signature/1",
  "signature": "7132419e798d6c48e82ab0e0d1ed9b147ed624f8d1f1fea385388cfacb31ff347b77d1e3e526a92dcb0ccd504a467e698e590189afb9fc471c71171647a81709"
}
