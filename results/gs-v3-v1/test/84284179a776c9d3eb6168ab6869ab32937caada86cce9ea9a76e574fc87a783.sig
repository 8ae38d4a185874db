{
  "algorithm": "ed25519",
  "content_sha256": "3a427fc9905b758dafd341ed6ce45a653e9879c31351812a6f476f3d1909b124",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "84284179a776c9d3eb6168ab6869ab32937caada86cce9ea9a76e574fc87a783",
  "schema": "gridshift.signature/1",
  "signature": "ef53ef91639b206c81f210996dcdfbca66aadfbbb751ec17791e2a62abab9b39edad56682d68e7e45458032c64a8252ae2324bc595da5fb2f4706bebf2b4580c"
}
