{
  "algorithm": "ed25519",
  "content_sha256": "d722fe08caed4b6d314dcf628071faed713a5a9f5b4f819527e4eea8fa38ab67",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "74584b53abd63c13b0a953793985e66bf04082105a6fde9c59efabfb53cc0d69",
  "schema": "gridshift.signature/1",
  "signature": "acdb36fdc26d0234322c6c40558495ab44e06dc89bf18694bdedd1937a918814fce5273d01e85fcfee8ff31eba9df877fa5695cac650d824b82245a6ff35cf03"
}
