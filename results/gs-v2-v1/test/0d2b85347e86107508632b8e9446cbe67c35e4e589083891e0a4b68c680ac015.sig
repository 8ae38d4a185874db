{
  "algorithm": "ed25519",
  "content_sha256": "77c3a09494d55f565e5ab17dbd1e30556d28dad0eb625b7c0620c28e519a9cd1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d2b85347e86107508632b8e9446cbe67c35e4e589083891e0a4b68c680ac015",
  "schema": "gridshift.signature/1",
  "signature": "86523ab1efac61c2cc2323ea75c8791667b1eb5b58f8cb63a818cc05e12a146678923ca7d89efcb2847767206ea6ff515d0a1f05fd9dca9bdda24c7e0e368b06"
}
