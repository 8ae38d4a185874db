{
  "algorithm": "ed25519",
  "content_sha256": "1b195ba8cddce81d5650bbf0b2fe588d80a7da0bf546c98fb206b19834f4637d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5aa93be5bdf5e080482e5aa677eed8fd404450d28f2e2c031166190b6f7bab30",
  "schema": "gridshift.signature/1",
  "signature": "482b0c1756b45556d581ac38abacc6e0492ac52854b2158aa78065f15e6606e3b3673898bce7de7118d528247335e42499a20e98aef6ef9b93b9580fbc652102"
}
