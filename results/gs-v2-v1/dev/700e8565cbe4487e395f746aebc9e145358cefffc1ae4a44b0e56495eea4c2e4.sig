{
  "algorithm": "ed25519",
  "content_sha256": "0f88d10f5fe5b3f9bedcd690cfa8916598c97e84e1c5f7a1fc772cf6d14dadfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "700e8565cbe4487e395f746aebc9e145358cefffc1ae4a44b0e56495eea4c2e4",
  "schema": "gridshift.signature/1",
  "signature": "3ae0efe77d972202c997d62432aca87d827e19099622155213da5da3ef0e6040d118fa7d71419e5b9f6d1ba1d540946b1d3833ee0afddb539e262bde60da9c08"
}
