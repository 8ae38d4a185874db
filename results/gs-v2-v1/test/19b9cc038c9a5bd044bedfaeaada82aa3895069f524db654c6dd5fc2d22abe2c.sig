{
  "algorithm": "ed25519",
  "content_sha256": "b19dc98af2e163fbac2280087585d1f814fc3e586da325206d07f2a491741389",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "19b9cc038c9a5bd044bedfaeaada82aa3895069f524db654c6dd5fc2d22abe2c",
  "schema": "gridshift.signature/1",
  "signature": "627ac3e99b5ea2015417a78d989645712531c9ccfe7d26a12fa6607633702de612efd9ce4e6a62b4e64be86b794a2d04553af755037358efc303315815d23002"
}
