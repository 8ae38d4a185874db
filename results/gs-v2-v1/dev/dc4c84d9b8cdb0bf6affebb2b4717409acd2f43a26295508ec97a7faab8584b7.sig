{
  "algorithm": "ed25519",
  "content_sha256": "145020f247b6ccce7329326e2e3c0e9305a836edf9c2fdbf8724d497484d8a4e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc4c84d9b8cdb0bf6affebb2b4717409acd2f43a26295508ec97a7faab8584b7",
  "schema": "gridshift.signature/1",
  "signature": "aad6b8b90bcb5aa85635a855ea21d17f0c9ec4e4aa1a77abd6514748cf86f93ffe680097ce19854a983d376df637fa951b384c50674de17f4fa00e4686290d06"
}
