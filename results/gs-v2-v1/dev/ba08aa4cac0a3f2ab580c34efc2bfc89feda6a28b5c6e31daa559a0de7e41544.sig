{
  "algorithm": "ed25519",
  "content_sha256": "413789cfaf9a57188fca9b76d2136a95c76851a5a170f56cdf13f6a0e37cc81d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba08aa4cac0a3f2ab580c34efc2bfc89feda6a28b5c6e31daa559a0de7e41544",
  "schema": "gridshift.signature/1",
  "signature": "d863f7059003cf4ea54217b7ddc28879f119182726b24e840b547b902dffc8cd4919ba6618b22ed34f7894ad580873dad738618837b5eb6465eb7474a24aa50e"
}
