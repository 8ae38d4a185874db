{
  "algorithm": "ed25519",
  "content_sha256": "c57143c71d38099cb9d30880775a9bdd24dac11bc9935c46dffcd07d88f96e37",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9ee93a27f35417d76aea44c512dc6ea12b400427d399f627da145edb13bb82b9",
  "schema": "gridshift.signature/1",
  "signature": "2d9e9b550451e412a5d9d76eebe55f1e498355ba150708de6d2a8a11c9d508f0dbd7e2fdb616758c64146e979018e77c1e6debf30056686b8f41af0b9ae36c00"
}
