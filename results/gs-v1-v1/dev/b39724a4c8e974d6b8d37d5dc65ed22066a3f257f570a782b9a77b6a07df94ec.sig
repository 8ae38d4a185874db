{
  "algorithm": "ed25519",
  "content_sha256": "a0332278fdd8c31d29ab689018a6842d332c1fad0dd4de8ebad08925047700b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b39724a4c8e974d6b8d37d5dc65ed22066a3f257f570a782b9a77b6a07df94ec",
  "schema": "gridshift.signature/1",
  "signature": "183fa4e4efe7c764b1d8187c3fd33f19efa5c2c2d504aae14e23a01322427f79b774a4ee342066da09796209e97de92414f8ec8902357b6d3fd7d0151f50260b"
}
