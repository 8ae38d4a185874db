{
  "algorithm": "ed25519",
  "content_sha256": "7ac6fe787536d6652bf5fc37bdf72759af8c40cea24938397bd2c8223cd3cc21",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af857353e2e410dd880bebb7e19b8bfd31d4ab617a7e146a4d3926cec4e7ed3d",
  "schema": "gridshift.signature/1",
  "signature": "2ffbba34d096d5f7135024c90b44abbe857e90a748a6bf020f1ab78db466146ca88f878d46f9465a7b118ef643724cc8bec822504bb1758b3bc05890265bb404"
}
