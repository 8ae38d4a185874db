{
  "algorithm": "ed25519",
  "content_sha256": "eee816bb18ec33a67f4a8f972bce315becee322d99903154f8761390f08aeb56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dff26d597e1f68e30ac628585194aca67848c599c418f344b9512f63a2ff578",
  "schema": "gridshift.signature/1",
  "signature": "550b3eab7c48b7dff3bcc84eea9eedd24f83a7a1dca91b20cd86eb91f5e547cfc68ecd29ec51110a78bbcb5b6be4a38050934537ba306765e484f5f0759c8f06"
}
