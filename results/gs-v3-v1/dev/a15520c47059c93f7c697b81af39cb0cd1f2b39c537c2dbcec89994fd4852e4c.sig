{
  "algorithm": "ed25519",
  "content_sha256": "6395ea3d0cd0b9d1ae7bd72e56806fd055a11692afc0bc26934f6dd8203e87bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a15520c47059c93f7c697b81af39cb0cd1f2b39c537c2dbcec89994fd4852e4c",
  "schema": "gridshift.signature/1",
  "signature": "c3946bc7304b93d8669aa3bd74acab112700ad6a8438684b3bccd5fc126ed591d4ffb32d03aacc73577beed7eb69de613e69f89a8213998d9153978aa7bacd06"
}
