{
  "algorithm": "ed25519",
  "content_sha256": "c93ab99cb9b38c9923fbaabe28e5ddcf2d67a3397a0e940192e8dd4913e9c692",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2aa47c71a11e8e0ef29bb77492c16780a67eb2902146ba3e83cdeb290cddf6e3",
  "schema": "gridshift.signature/1",
  "signature": "1c529284875d673149fca264e86d9e60e723a88c2be8655c14f6b8f05abd1ae2a57e7101e3ccd265be620cb7aa9e7769aa56cbaffa234fc7a0956cc5c937c300"
}
