<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="grimheim_tiles" tilewidth="64" tileheight="64" tilecount="12" columns="4">
 <image source="grimheim_tiles.png" width="256" height="192"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="earth"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="earth"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="rubble"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="barricade"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="brush"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="rock"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="gap"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="ladder"/>
   <property name="level" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="earth"/>
   <property name="level" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="earth"/>
   <property name="level" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="earth"/>
   <property name="level" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="gap"/>
   <property name="level" type="int" value="0"/>
   <property name="water" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
