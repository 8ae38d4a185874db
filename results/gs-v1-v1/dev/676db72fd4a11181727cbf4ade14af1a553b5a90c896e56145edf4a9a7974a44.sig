{
  "algorithm": "ed25519",
  "content_sha256": "a259b1f22bc6aa076d169cbffa28df70874f70aaaa71099f9fe207e8466599e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "676db72fd4a11181727cbf4ade14af1a553b5a90c896e56145edf4a9a7974a44",
  "schema": "gridshift.signature/1",
  "signature": "83b2d5deaea48ea62be2d7535863314765a200a7c0c9048826662edafc5968d84eec0b3582aa2b64c348fb33ac2f3491b9bd2f7fd49b006ee68cecd142fe2a03"
}
