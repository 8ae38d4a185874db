{
  "algorithm": "ed25519",
  "content_sha256": "97bae1d46f0196c2d34ed57ec58f08cbc83f6e121fea4272871b31fda1e3edd8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a909e00ef6f9138aa37468a75e40ef07fe41958b87fb80e09ded49e31dde93a",
  "schema": "gridshift.signature/1",
  "signature": "9df84bfc7649c5c680b59421ef8fa4183163bf1a9e286bd45b941055c09a4e8608e44cc524d237f8110cc34913b6e0e2055ab26903b6ec20f639a46026394102"
}
